import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { ReservedSpace } from './ReservedSpace.tsx';
import { Surface } from './Surface.tsx';

const memberCard = (
  <Surface raised>
    <h2>中心钱包</h2>
    <p>¥9,500.00</p>
    <Button>一键回收</Button>
    <p>场馆钱包</p>
  </Surface>
);

const meta = {
  title: 'Layout/ReservedSpace',
  component: ReservedSpace,
  globals: { locale: 'zh-CN' },
  args: {
    shape: memberCard,
    children: (
      <Surface>
        <p>登录后查看余额与场馆钱包</p>
        <Button>登录</Button>
      </Surface>
    ),
  },
} satisfies Meta<typeof ReservedSpace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's prompt fills the room the member's card will take; the card itself is neither seen nor reached. */
export const PromptWhereACardWillBe: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '登录' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '一键回收' })).toBeNull();
    await expect(canvas.queryByText('¥9,500.00')).not.toBeVisible();
    const place = canvasElement.querySelector('[aria-hidden="true"]')?.parentElement?.getBoundingClientRect();
    const shape = canvasElement.querySelector('[aria-hidden="true"]')?.getBoundingClientRect();
    await expect(place?.height).toBe(shape?.height);
  },
};
