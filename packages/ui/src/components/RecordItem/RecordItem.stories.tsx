import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fixtureNow, fixtureTimeZone, recordsFixture, yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { DateRangePicker } from '../DateRangePicker/index.ts';
import { RecordDetail } from '../RecordDetail/index.ts';
import { RecordItem } from './RecordItem.tsx';

const [deposit] = recordsFixture;

const meta = {
  title: 'Records/RecordItem',
  component: RecordItem,
  globals: { locale: 'zh-CN' },
  args: { ...deposit, currency: yuanCurrency, timeZone: fixtureTimeZone, onOpen: fn() },
} satisfies Meta<typeof RecordItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  name: 'Transaction',
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText('+')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /存款/ }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

/** A record with no detail page (a claimed task reward): a plain row, nothing to tap. */
export const WithoutDetail: Story = {
  args: {
    title: '每日登录',
    description: undefined,
    amountMinor: 100,
    status: 'success',
    onOpen: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('每日登录')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LosingBet: Story = { args: { ...recordsFixture[3] } };

export const Redemption: Story = { args: { ...recordsFixture[4] } };

export const LongContent: Story = {
  args: {
    title: '电子游艺-超级无敌幸运财神大奖池连线版',
    description: '第 20260314-0918 期 · 注单号 B2026031409183344556677',
    amountMinor: -123_456_789_00,
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { title: 'Deposit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Successful')).toBeVisible();
  },
};

/** The records page: filter by date range, open a record to see its detail. */
export const RecordsPage: Story = {
  render: function RecordsPage(args) {
    const [openId, setOpenId] = useState<string | null>(null);
    const open = recordsFixture.find((record) => record.id === openId);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <DateRangePicker value={2} onChange={fn()} timeZone={fixtureTimeZone} now={fixtureNow} />
        <div>
          {recordsFixture.map((record) => (
            <RecordItem
              key={record.id}
              {...record}
              currency={args.currency}
              timeZone={args.timeZone}
              onOpen={() => setOpenId(record.id)}
            />
          ))}
        </div>
        {open ? (
          <RecordDetail
            title={open.title}
            amountMinor={open.amountMinor}
            currency={args.currency}
            status={open.status}
            rows={[
              { label: '订单号', value: open.description, copyable: true },
              { label: '时间', value: open.occurredAt.toISOString() },
            ]}
          />
        ) : null}
      </div>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /提款/ }));
    await expect(await canvas.findByRole('heading', { name: '提款' })).toBeVisible();
    await expect(canvas.getByText('W20260313220915', { selector: 'dd *, dd' })).toBeVisible();
    releaseFocus(canvasElement);
  },
};
