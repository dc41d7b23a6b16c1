import { describe, expect, it } from 'vitest';
import { categoryImageUrl, DEFAULT_CATEGORY_IMAGE, imageUrl } from './images';

describe('image URLs', () => {
  it('keeps http addresses and host paths, puts bare names under /uploads', () => {
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageUrl('/uploads/a.png')).toBe('/uploads/a.png');
    expect(imageUrl('a.png')).toBe('/uploads/a.png');
    expect(imageUrl('  ')).toBeNull();
    expect(imageUrl(null)).toBeNull();
  });

  it('falls back to the banner named after the slug, then the name, then the default picture', () => {
    expect(categoryImageUrl({ image_url: '/uploads/x.png', slug: 'boxing' })).toBe('/uploads/x.png');
    expect(categoryImageUrl({ image_url: null, slug: 'boxing' })).toBe('/uploads/demo-boxing-banner.png');
    expect(categoryImageUrl({ slug: '', name: 'Table Tennis' })).toBe('/uploads/demo-table-tennis-banner.png');
    expect(categoryImageUrl({})).toBe(DEFAULT_CATEGORY_IMAGE);
  });
});
