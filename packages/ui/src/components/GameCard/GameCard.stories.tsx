import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { gamesFixture } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { GameCard } from './GameCard.tsx';

const meta = {
  title: 'Games/GameCard',
  component: GameCard,
  globals: { locale: 'zh-CN' },
  args: { game: gamesFixture[0], imageOptions: { version: '20260314', webp: true }, onPlay: fn() },
  decorators: [(Story) => <div style={{ width: 120 }}>{Story()}</div>],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'AG 真人' }));
    await expect(args.onPlay).toHaveBeenCalledWith(gamesFixture[0]);
    releaseFocus(canvasElement);
  },
};

/** Server images get the version suffix and the .webp sibling (a real .webp file serves that URL here). */
export const VersionedWebpImage: Story = {
  args: { game: { ...gamesFixture[0], imgUrl: '/story-assets/games/ag.png' } },
  // Only the Storybook projects serve /story-assets; the screenshot suite has the other stories.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute(
      'src',
      '/story-assets/games/ag.png.webp?v=20260314',
    );
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy');
  },
};

export const UnderMaintenance: Story = {
  args: { game: gamesFixture[2] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const card = canvas.getByRole('button', { name: /PG 电子.*维护中/ });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(card);
    await expect(args.onPlay).not.toHaveBeenCalled();
    releaseFocus(canvasElement);
  },
};

export const LongName: Story = {
  args: { game: { ...gamesFixture[1], name: 'BBIN 视讯旗舰厅百家乐至尊版' } },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { game: { ...gamesFixture[2], name: 'PG Slots' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Under maintenance')).toBeVisible();
  },
};
