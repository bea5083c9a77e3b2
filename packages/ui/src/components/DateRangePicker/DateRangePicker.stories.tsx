import type { DateRangePreset } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fixtureNow, fixtureTimeZone } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker.tsx';

function ControlledPicker(props: DateRangePickerProps) {
  const [value, setValue] = useState<DateRangePreset>(props.value);
  return (
    <DateRangePicker
      {...props}
      value={value}
      onChange={(preset, range) => {
        props.onChange(preset, range);
        setValue(preset);
      }}
    />
  );
}

const meta = {
  title: 'Records/DateRangePicker',
  component: DateRangePicker,
  globals: { locale: 'zh-CN' },
  args: { value: 0, onChange: fn(), timeZone: fixtureTimeZone, now: fixtureNow },
  argTypes: { value: { control: 'inline-radio', options: [-1, 0, 1, 2, 3] } },
  render: (args) => <ControlledPicker {...args} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '今天' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '近7天' }));
    await expect(canvas.getByRole('radio', { name: '近7天' })).toBeChecked();
    // Last 7 days includes today: 8 to 14 March, whole days in the site's zone.
    await expect(args.onChange).toHaveBeenCalledWith(2, {
      start: new Date('2026-03-08T00:00:00+08:00'),
      end: new Date('2026-03-14T23:59:59.999+08:00'),
    });
    await userEvent.click(canvas.getByRole('radio', { name: '全部' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(-1, { start: null, end: null });
    await expect(canvas.getByText('全部时间')).toBeVisible();
    releaseFocus(canvasElement);
  },
};

export const KeyboardChoice: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '今天' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '昨天' })).toBeChecked();
    releaseFocus(canvasElement);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '昨天' })).toBeDisabled();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { value: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  },
};

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' }, args: { value: 1 } };
