import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { gameCategoriesFixture } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { GameCategoryTabs, type GameCategoryTabsProps } from './GameCategoryTabs.tsx';

function ControlledTabs(props: GameCategoryTabsProps) {
  const [selectedId, setSelectedId] = useState(props.selectedId);
  return (
    <GameCategoryTabs
      {...props}
      selectedId={selectedId}
      onSelect={(id) => {
        props.onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}

const meta = {
  title: 'Games/GameCategoryTabs',
  component: GameCategoryTabs,
  globals: { locale: 'zh-CN' },
  args: { categories: gameCategoriesFixture, selectedId: 'hot', onSelect: fn() },
  render: (args) => <ControlledTabs {...args} />,
} satisfies Meta<typeof GameCategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const live = canvas.getByRole('tab', { name: '真人' });
    await userEvent.click(live);
    await expect(args.onSelect).toHaveBeenCalledWith('live');
    await expect(live).toHaveAttribute('aria-selected', 'true');
    // The selected tab shows icon_sel, the others icon_nor.
    await expect(live.querySelector('img')).toHaveAttribute('src', gameCategoriesFixture[2].iconSelected);
    await expect(canvas.getByRole('tab', { name: '热门' }).querySelector('img')).toHaveAttribute(
      'src',
      gameCategoriesFixture[0].iconNormal,
    );
    releaseFocus(canvasElement);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '热门' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '体育' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: '体育' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '彩票' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '热门' })).toHaveFocus();
    releaseFocus(canvasElement);
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongNames: Story = {
  args: {
    categories: gameCategoriesFixture.map((category) => ({ ...category, name: `${category.name}游戏大厅` })),
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    categories: gameCategoriesFixture.map((category, index) => ({
      ...category,
      name: ['Hot', 'Sports', 'Live', 'Slots', 'Lottery'][index] ?? category.name,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Game categories' })).toBeVisible();
  },
};

export const VerticalSidebar: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '热门' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: '体育' })).toHaveAttribute('aria-selected', 'true');
    releaseFocus(canvasElement);
  },
};
