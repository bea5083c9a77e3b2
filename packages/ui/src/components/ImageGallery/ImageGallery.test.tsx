import { describe, expect, test } from 'vitest';
import { renderWithSite } from '../../test-support/renderWithSite.tsx';
import { ImageGallery } from './ImageGallery.tsx';

// A 1×1 transparent PNG.
const onePixelPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('given a gallery of a member’s pictures', () => {
  test('each loaded picture is shown with its text alternative, in order', async () => {
    const screen = await renderWithSite(
      <ImageGallery
        label="Screenshots"
        images={[
          { src: onePixelPng, alt: 'Screenshot 1' },
          { src: onePixelPng, alt: 'Screenshot 2' },
        ]}
      />,
      { locale: 'en-US' },
    );
    const pictures = screen.getByRole('list', { name: 'Screenshots' }).getByRole('img');
    await expect
      .poll(() => pictures.elements().map((image) => image.getAttribute('alt')))
      .toEqual(['Screenshot 1', 'Screenshot 2']);
  });

  test('a picture still loading is a busy tile that says so, with no broken image', async () => {
    const screen = await renderWithSite(
      <ImageGallery label="截图" images={[{ src: undefined, alt: '截图 1' }]} />,
      { locale: 'zh-CN' },
    );
    await expect.element(screen.getByText('图片加载中…')).toBeInTheDocument();
    expect(screen.getByRole('img').elements()).toEqual([]);
    expect(screen.getByRole('listitem').element().getAttribute('aria-busy')).toBe('true');
  });
});
