import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderWithSite } from '../../test-support/index.ts';
import { InviteCard } from './InviteCard.tsx';

const link = 'https://m.example.com/entry/register?i_code=HG8K2Q';

/** Reads the dark modules back out of the rendered SVG path, one row string per line. */
function modulesOf(svg: SVGElement): { size: number; dark: Set<string> } {
  const size = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  const dark = new Set([...path.matchAll(/M(\d+) (\d+)/g)].map((match) => `${match[1]},${match[2]}`));
  return { size, dark };
}

describe('InviteCard', () => {
  it('renders a QR code with the three finder patterns of a real QR symbol', async () => {
    const screen = await renderWithSite(<InviteCard inviteCode="HG8K2Q" inviteLink={link} />, {
      locale: 'en-US',
    });
    const svg = screen
      .getByRole('img', { name: 'QR code of your invite link' })
      .element() as unknown as SVGElement;
    const { size, dark } = modulesOf(svg);
    const border = 2;
    // Version 1-40 symbols are 21 + 4n modules wide, plus the quiet zone on both sides.
    expect((size - 2 * border - 21) % 4).toBe(0);
    // Each finder pattern has a dark 7x7 ring whose corners are dark: top-left, top-right, bottom-left.
    const inner = size - 2 * border;
    for (const [x, y] of [
      [0, 0],
      [inner - 7, 0],
      [0, inner - 7],
    ] as const) {
      expect(dark.has(`${border + x},${border + y}`)).toBe(true);
      expect(dark.has(`${border + x + 6},${border + y + 6}`)).toBe(true);
      expect(dark.has(`${border + x + 1},${border + y + 1}`)).toBe(false);
      expect(dark.has(`${border + x + 3},${border + y + 3}`)).toBe(true);
    }
  });

  it('encodes a different link as a different code', async () => {
    const first = await renderWithSite(<InviteCard inviteCode="A" inviteLink={link} />, { locale: 'en-US' });
    const firstPath = first.container.querySelector('svg path')?.getAttribute('d');
    await first.unmount();
    const second = await renderWithSite(<InviteCard inviteCode="B" inviteLink={`${link}X`} />, {
      locale: 'en-US',
    });
    expect(second.container.querySelector('svg path')?.getAttribute('d')).not.toBe(firstPath);
  });

  it('copies the link to the system clipboard and says so', async () => {
    const screen = await renderWithSite(<InviteCard inviteCode="HG8K2Q" inviteLink={link} />, {
      locale: 'zh-CN',
    });
    await userEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('复制成功');
  });

  it('says "copy failed" when the clipboard refuses', async () => {
    const screen = await renderWithSite(
      <InviteCard
        inviteCode="HG8K2Q"
        inviteLink={link}
        copyText={() => Promise.reject(new Error('denied'))}
      />,
      { locale: 'zh-HK' },
    );
    await userEvent.click(screen.getByRole('button', { name: '複製連結' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('複製失敗');
  });
});
