import type { JSX } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { renderWithSite, SiteFrame } from '../../test-support/index.ts';
import { ConnectionNotice } from '../ConnectionNotice/index.ts';
import { EmbeddedFrame, type EmbeddedFrameProps } from './EmbeddedFrame.tsx';
import { sandboxAttribute } from './frameSandbox.ts';

const venue = `data:text/html,${encodeURIComponent('<!doctype html><title>Dice</title><p>Dice</p>')}`;

const game: EmbeddedFrameProps = {
  src: venue,
  title: 'Dice (demo venue)',
  content: 'game',
  sandbox: ['allow-scripts', 'allow-forms', 'allow-top-navigation-by-user-activation'],
};

describe('EmbeddedFrame', () => {
  it('is a titled, sandboxed frame without a referrer, saying the game loads until it has', async () => {
    // Captured on the way down to the frame, before the frame's own load handler runs.
    const loadingTextAtLoad = new Promise<boolean>((resolve) => {
      const onLoad = (event: Event) => {
        if (!(event.target instanceof HTMLIFrameElement)) return;
        document.body.removeEventListener('load', onLoad, { capture: true });
        resolve(document.body.textContent?.includes('Loading the game…') ?? false);
      };
      document.body.addEventListener('load', onLoad, { capture: true });
    });
    const screen = await renderWithSite(<EmbeddedFrame {...game} />, { locale: 'en-US' });
    const frame = screen.getByTitle('Dice (demo venue)');
    await expect.element(frame).toHaveAttribute('sandbox', game.sandbox.join(' '));
    await expect.element(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(loadingTextAtLoad).resolves.toBe(true);
    await expect.element(screen.getByText('Loading the game…')).not.toBeInTheDocument();
  });

  it('names the wait after what the frame holds, in the member’s language', async () => {
    const screen = await renderWithSite(
      <EmbeddedFrame {...game} content="chat" title="在线客服" holdLoading />,
      { locale: 'zh-CN' },
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('在线客服连接中…');
  });

  it('announces the connection notice over the frame politely when the connection turns unstable', async () => {
    const frameWith = (unstable: boolean) => (
      <SiteFrame site="hgty" locale="en-US">
        <EmbeddedFrame {...game} notice={<ConnectionNotice unstable={unstable} />} />
      </SiteFrame>
    );
    const screen = await render(frameWith(false));
    await expect.element(screen.getByText('Loading the game…')).not.toBeInTheDocument();
    const region = screen.getByRole('status');
    await expect.element(region).toBeEmptyDOMElement();
    await screen.rerender(frameWith(true));
    // The same live region (present before the change) now carries the text, so it is announced.
    await expect.element(region).toHaveTextContent('Your connection is unstable. The game keeps running');
    await expect.element(region).not.toHaveAttribute('aria-live', 'assertive');
  });
});

describe('sandboxAttribute', () => {
  const app = 'https://m.example.com';

  it('grants exactly the listed tokens to an opaque-origin frame', () => {
    expect(sandboxAttribute(['allow-scripts', 'allow-forms'], 'opaque', venue, app)).toBe(
      'allow-scripts allow-forms',
    );
    expect(sandboxAttribute([], 'opaque', venue, app)).toBe('');
  });

  it('lets a frame on another origin keep that origin', () => {
    expect(sandboxAttribute(['allow-scripts'], 'separate', 'https://chat.example.net/room', app)).toBe(
      'allow-scripts allow-same-origin',
    );
  });

  it('refuses an origin to a document that could then lift its own sandbox', () => {
    for (const src of [`${app}/chat`, '/chat', venue, 'about:blank', 'javascript:void 0']) {
      expect(() => sandboxAttribute(['allow-scripts'], 'separate', src, app)).toThrow(
        /may not keep an origin/,
      );
    }
  });

  it('refuses allow-same-origin listed by an untyped caller', () => {
    const untyped = ['allow-scripts', 'allow-same-origin'] as unknown as EmbeddedFrameProps['sandbox'];
    expect(() => sandboxAttribute(untyped, 'opaque', venue, app)).toThrow(/allow-same-origin is not a grant/);
  });

  it('does not type a sandbox that lists allow-same-origin', () => {
    // @ts-expect-error allow-same-origin is granted only through origin="separate".
    const sandbox: EmbeddedFrameProps['sandbox'] = ['allow-scripts', 'allow-same-origin'];
    expect(sandbox).toHaveLength(2);
  });
  it('gives what sits above the frame the frame’s height, not the page’s: the stage is as tall with it as without', async () => {
    const frameWith = (above?: JSX.Element) => (
      <SiteFrame site="hgty" locale="en-US">
        <EmbeddedFrame {...game} above={above} />
      </SiteFrame>
    );
    const screen = await render(frameWith());
    const frame = screen.getByTitle('Dice (demo venue)').element();
    const stage = frame.closest('div')?.parentElement;
    if (!(stage instanceof HTMLElement)) throw new Error('The frame has no stage');
    const alone = stage.getBoundingClientRect().height;
    await screen.rerender(frameWith(<p style={{ blockSize: '120px', margin: 0 }}>Transfer in and play</p>));
    await expect.element(screen.getByText('Transfer in and play')).toBeVisible();
    expect(stage.getBoundingClientRect().height).toBe(alone);
    expect(
      screen.getByText('Transfer in and play').element().getBoundingClientRect().bottom,
    ).toBeLessThanOrEqual(frame.getBoundingClientRect().top);
  });
});
