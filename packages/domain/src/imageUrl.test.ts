import { describe, expect, it } from 'vitest';
import { versionedImageUrl } from './imageUrl.ts';

describe('versionedImageUrl', () => {
  it.each([
    ['/img/banner.png', false, '/img/banner.png?v=42'],
    ['/img/banner.png', true, '/img/banner.png.webp?v=42'],
    ['/img/photo.JPG', true, '/img/photo.JPG.webp?v=42'],
    ['/img/photo.jpeg', true, '/img/photo.jpeg.webp?v=42'],
    ['/img/logo.svg', true, '/img/logo.svg?v=42'],
    ['/img/spin.gif', true, '/img/spin.gif?v=42'],
    ['/img/ready.webp', true, '/img/ready.webp?v=42'],
    [
      'https://cdn.example.com/a/b.png?w=200&h=100',
      true,
      'https://cdn.example.com/a/b.png.webp?w=200&h=100&v=42',
    ],
    ['https://cdn.example.com/a/b.png?v=1&w=200', false, 'https://cdn.example.com/a/b.png?w=200&v=42'],
    ['/img/b.png#section', true, '/img/b.png.webp?v=42#section'],
    ['/img/b.png?x=1#frag?not-query', true, '/img/b.png.webp?x=1&v=42#frag?not-query'],
    ['/img/b.png?', false, '/img/b.png?v=42'],
    ['/img/b.png?version=3', false, '/img/b.png?version=3&v=42'],
  ])('%s (webp %s) -> %s', (url, webp, expected) => {
    expect(versionedImageUrl(url, { version: '42', webp })).toBe(expected);
  });

  it('encodes the version', () => {
    expect(versionedImageUrl('/a.png', { version: '1.2 beta&x', webp: false })).toBe(
      '/a.png?v=1.2%20beta%26x',
    );
  });

  it('leaves data: and blob: URLs alone', () => {
    expect(versionedImageUrl('data:image/png;base64,AAAA', { version: '1', webp: true })).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(versionedImageUrl('blob:https://x/1', { version: '1', webp: true })).toBe('blob:https://x/1');
  });
});
