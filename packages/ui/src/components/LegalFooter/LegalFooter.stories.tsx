import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LegalFooter } from './LegalFooter.tsx';

const meta = {
  title: 'Layout/LegalFooter',
  component: LegalFooter,
  globals: { locale: 'zh-CN' },
  args: {
    licenceText: {
      'zh-CN': '本站由持牌运营商提供服务，受所在司法管辖区监管。',
      'zh-HK': '本站由持牌營運商提供服務，受所在司法管轄區監管。',
      'en-US': 'This site is operated under licence and regulated in its jurisdiction.',
    },
    responsibleGamingNote: {
      'zh-CN': '理性投注，量力而行。如需帮助，请联系客服设置限额。',
      'zh-HK': '理性投注，量力而行。如需協助，請聯絡客服設定限額。',
      'en-US': 'Play responsibly. Contact support to set deposit or betting limits.',
    },
    minimumAge: 18,
  },
} satisfies Meta<typeof LegalFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '仅限年满 18 周岁人士' })).toHaveTextContent('18+');
    await expect(canvas.getByText('本站由持牌运营商提供服务，受所在司法管辖区监管。')).toBeVisible();
    await expect(canvas.getByText(/理性投注，量力而行/)).toBeVisible();
  },
};

/** A jurisdiction with a higher minimum age. */
export const MinimumAge21: Story = {
  args: { minimumAge: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '仅限年满 21 周岁人士' })).toHaveTextContent('21+');
  },
};

/** A site with safer play and the security centre: the footer links to them (the app passes its router's links). */
export const WithProtectionLinks: Story = {
  args: {
    protectionLinks: (
      <>
        <a href="#safer-play">理性游戏</a>
        <a href="#security">安全中心</a>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const links = canvas.getByRole('navigation', { name: '玩家保障' });
    await expect(links).toBeVisible();
    await expect(canvas.getByRole('link', { name: '理性游戏' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    licenceText: {
      'zh-CN':
        '本站由持牌运营商提供服务，持有菲律宾娱乐博彩公司（PAGCOR）颁发的离岸博彩牌照，受所在司法管辖区监管。会员须遵守所在国家或地区的法律法规，部分地区禁止参与线上博彩活动，请在参与前自行确认。版权所有，未经许可不得转载。',
      'zh-HK': '本站由持牌營運商提供服務。',
      'en-US': 'This site is operated under licence.',
    },
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Only for people aged 18 or over' })).toBeVisible();
    await expect(canvas.getByText(/Play responsibly/)).toBeVisible();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '僅限年滿 18 歲人士' })).toBeVisible();
  },
};
