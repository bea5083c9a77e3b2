import { describe, expect, it } from 'vitest';
import { contentImageIdOf, contentImageUrl, contentImageUrlPattern } from './contentImageUrl.ts';

describe('content image URLs', () => {
  it('reads the id back from the URL it makes, and nothing from any other URL', () => {
    expect(contentImageIdOf(contentImageUrl('Ab_9-x'))).toBe('Ab_9-x');
    expect(contentImageIdOf('/site-assets/hgty/banner.png')).toBeNull();
    expect(contentImageIdOf(`${contentImageUrl('abc')}&id=other`)).toBeNull();
    expect(contentImageIdOf('/api/findmed/v1/content/image?id=')).toBeNull();
  });

  it('has a pattern that matches exactly those URLs', () => {
    const pattern = new RegExp(`^${contentImageUrlPattern}$`, 'u');
    expect(pattern.test(contentImageUrl('abc'))).toBe(true);
    expect(pattern.test('/api/findmed/v1/content/imageX?id=abc')).toBe(false);
    expect(pattern.test('/api/findmed/v1/content/image?id=a/b')).toBe(false);
  });
});
