import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { richTextLoaded } from '../../test-support/richTextLoaded.ts';
import { RichText } from './RichText.tsx';

const announcement =
  '<h2>春节活动公告</h2><p>尊敬的会员：活动期间<strong>每日首存</strong>可获得 <em>8%</em> 红利。</p>' +
  '<p>详情请查看<a href="https://example.com/promo">活动规则</a>。</p>' +
  '<table><tr><th>存款</th><th>红利</th></tr><tr><td>100</td><td>8</td></tr></table>';

const meta = {
  title: 'Member/RichText',
  component: RichText,
  globals: { locale: 'zh-CN' },
  loaders: [richTextLoaded],
  args: { html: announcement },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: '活动规则' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Scripts, handlers, frames and javascript: links never reach the page. */
export const HostileHtmlIsSanitised: Story = {
  args: {
    html:
      '<p>正文</p><script>window.hacked = true</script><img src="/site-assets/hgty/logo.svg" alt="图片" onload="window.hacked = true">' +
      '<iframe src="https://example.com" title="frame"></iframe><a href="javascript:alert(1)">点我</a>' +
      '<p style="position:fixed;inset:0">覆盖层</p>',
  },
  // The <img> is kept and loads (a designer sees no broken image); its onload handler is what must not survive.
  play: async ({ canvas }) => {
    const richText = (await canvas.findByText('正文')).parentElement;
    await expect(richText?.querySelector('script, iframe, [onload], [style]')).toBeNull();
    await expect(canvas.getByText('点我')).not.toHaveAttribute('href');
    // Loaded, so a surviving onload would have run by now.
    await (canvas.getByRole('img', { name: '图片' }) as HTMLImageElement).decode();
    await expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  },
};

export const Empty: Story = { args: { html: '' } };

export const LongContent: Story = {
  args: {
    html: Array.from(
      { length: 8 },
      (_, index) =>
        `<p>第${index + 1}条：会员在参与活动期间必须遵守平台的所有条款与规则，任何违规行为一经发现，平台有权取消其参与资格并收回已发放的奖励。Averyveryveryverylongunbrokenwordthatmustwrapinsteadofoverflowing${index}</p>`,
    ).join(''),
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    html: '<h2>Spring promotion</h2><p>Get an <strong>8%</strong> bonus on your first deposit each day. <a href="https://example.com/promo">Rules</a></p>',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Rules' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
