import { routePaths } from '@platform/domain';
import {
  type ComposerPreviewShow,
  composerPreviewShow,
  isComposerPreviewReady,
  requireSiteConfig,
  type SiteConfig,
} from '@platform/site-config';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { messagesDelivered } from '../../../../test/messagesDelivered.ts';
import { bootApp } from '../../../test/bootApp.tsx';

/** hgty's config with its first banner's alternative text changed in every language: only a posted copy has it. */
function withFirstBannerAlt(alt: string): SiteConfig {
  const config = structuredClone(requireSiteConfig('hgty'));
  const banner = config.home.find((block) => block.type === 'bannerCarousel');
  const slide = banner?.type === 'bannerCarousel' ? banner.props.slides[0] : undefined;
  if (slide === undefined) throw new Error('hgty has no banner to edit');
  slide.alt = { 'zh-CN': `${alt}（简体）`, 'zh-HK': `${alt}（繁體）`, 'en-US': `${alt} (English)` };
  return config;
}

const show = (
  config: SiteConfig,
  locale: ComposerPreviewShow['locale'],
  signedIn = false,
): ComposerPreviewShow => ({
  type: composerPreviewShow,
  config,
  locale,
  signedIn,
});

/**
 * Opens the preview page and resolves when it tells its parent it is ready (its lazy module has loaded and it
 * listens), as the console waits before it posts.
 */
async function openPreviewPage() {
  const ready = new Promise<void>((resolve) => {
    const receive = (event: MessageEvent) => {
      if (event.source !== window || !isComposerPreviewReady(event.data)) return;
      window.parent.removeEventListener('message', receive);
      resolve();
    };
    window.parent.addEventListener('message', receive);
  });
  await bootApp({ path: routePaths.composerPreview });
  await ready;
}

/** Posts as the console does: from the parent window (a function of its realm), to this origin. */
function postFromParent(message: unknown) {
  const parent = window.parent as Window & typeof globalThis;
  const post = new parent.Function('frame', 'message', 'frame.postMessage(message, window.location.origin)');
  post(window, message);
}

/** Posts from a sandboxed frame of no origin: the page of another site that frames or opened the preview. */
async function postFromAnotherOrigin(message: unknown) {
  const frame = document.createElement('iframe');
  frame.sandbox.add('allow-scripts');
  frame.srcdoc = `<script>parent.postMessage(${JSON.stringify(message)}, '*')</script>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  frame.remove();
}

describe('the composer preview page', () => {
  test('renders the config its same-origin parent posts, in the posted language; ignores other senders', async () => {
    await openPreviewPage();

    await postFromAnotherOrigin(show(withFirstBannerAlt('Foreign'), 'en-US'));
    window.postMessage(show(withFirstBannerAlt('Not the parent'), 'en-US'), window.location.origin);
    await messagesDelivered();
    expect(page.getByRole('img', { name: /Foreign|Not the parent/ }).elements()).toHaveLength(0);

    postFromParent(show(withFirstBannerAlt('Autumn reload'), 'en-US'));
    await expect.element(page.getByRole('img', { name: 'Autumn reload (English)' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Crown Sports' })).toBeVisible();

    postFromParent(show(withFirstBannerAlt('Autumn reload'), 'zh-HK'));
    await expect.element(page.getByRole('img', { name: 'Autumn reload（繁體）' })).toBeVisible();
  });

  test('a config that cannot render shows why, and the next posted one renders again', async () => {
    await openPreviewPage();
    const broken = structuredClone(requireSiteConfig('hgty'));
    const banner = broken.home.find((block) => block.type === 'bannerCarousel');
    // An operator halfway through an edit: the banner's slides are not a list (the server would name the field).
    if (banner?.type === 'bannerCarousel') Object.assign(banner.props, { slides: null });
    postFromParent(show(broken, 'zh-CN'));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('此配置无法显示为首页，请修改标出问题的字段。');

    postFromParent(show(withFirstBannerAlt('Fixed'), 'zh-CN'));
    await expect.element(page.getByRole('img', { name: 'Fixed（简体）' })).toBeVisible();
  });
});
