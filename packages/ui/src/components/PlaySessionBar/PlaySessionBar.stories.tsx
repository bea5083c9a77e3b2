import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaySessionBar } from './PlaySessionBar.tsx';

const meta = {
  title: 'Games/PlaySessionBar',
  component: PlaySessionBar,
  globals: { locale: 'zh-CN' },
  args: { playedSeconds: 754, netResultMinor: -12_550, currency: { kind: 'symbol', symbol: '¥' } },
} satisfies Meta<typeof PlaySessionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('dl');
    await expect(bar).toHaveAccessibleName('本次游戏');
    await expect(bar).toHaveTextContent('已玩12:34');
    await expect(bar).toHaveTextContent('输赢-¥125.50');
  },
};

export const Winning: Story = {
  args: { playedSeconds: 3_725, netResultMinor: 88_000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('1:02:05');
    await expect(canvasElement).toHaveTextContent('+¥880.00');
  },
};

export const BeforeFirstReading: Story = {
  args: { playedSeconds: 0, netResultMinor: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('0:00');
    await expect(canvasElement).toHaveTextContent('--');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('已玩12:34');
    await expect(canvasElement).toHaveTextContent('輸贏');
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Played12:34');
    await expect(canvasElement).toHaveTextContent('Net-¥125.50');
  },
};
