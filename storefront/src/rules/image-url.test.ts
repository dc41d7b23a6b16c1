import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_IMAGE, imageUrl } from './image-url';

describe('image URLs', () => {
  it('uses absolute addresses as they are', () => {
    expect(imageUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(imageUrl('http://cdn.example/a.jpg')).toBe('http://cdn.example/a.jpg');
  });
  it('keeps /uploads paths on the shop host and puts bare names under /uploads', () => {
    expect(imageUrl('/uploads/ball.png')).toBe('/uploads/ball.png');
    expect(imageUrl('ball.png')).toBe('/uploads/ball.png');
  });
  it('falls back to the default picture for nothing or anything unsafe', () => {
    expect(imageUrl(null)).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(imageUrl('  ')).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(imageUrl('javascript:alert(1)')).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(imageUrl('//evil.example/x.png')).toBe(DEFAULT_PRODUCT_IMAGE);
    expect(imageUrl('data:image/png;base64,xx', '/images/x.svg')).toBe('/images/x.svg');
  });
});
