import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QrCode } from './QrCode.tsx';

/**
 * The QR code on its own, as the security centre's two-step setup shows it: an authenticator app's otpauth URI
 * (longer than an invite link, so more modules), named for screen readers by the page.
 */
const meta = {
  title: 'Member/QrCode',
  component: QrCode,
  globals: { locale: 'zh-CN' },
  args: {
    value:
      'otpauth://totp/hgty:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=hgty&algorithm=SHA1&digits=6&period=30',
    label: '用验证器应用扫描此二维码',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: '用验证器应用扫描此二维码' });
    await expect(code).toBeVisible();
    // square, whatever the value's length: the viewBox is the code's module count on both sides
    const [, , width, height] = (code.getAttribute('viewBox') ?? '').split(' ').map(Number);
    await expect(width).toBeGreaterThan(21);
    await expect(width).toBe(height);
  },
};
