import { describe, expect, it } from 'vitest';
import { imageSizes, imageSrcSet } from './image-copies';

describe('image copies', () => {
  it('lists the three WebP copies of a stored picture by width', () => {
    expect(imageSrcSet('/uploads/demo-boxing-1.png')).toBe(
      '/uploads/demo-boxing-1-png-w320.webp 320w, /uploads/demo-boxing-1-png-w640.webp 640w, /uploads/demo-boxing-1-png-w1280.webp 1280w',
    );
  });

  it('has none for outside addresses, GIFs, default pictures or copies', () => {
    expect(imageSrcSet('https://cdn.example/a.png')).toBeUndefined();
    expect(imageSrcSet('/uploads/spin.gif')).toBeUndefined();
    expect(imageSrcSet('/images/default-product.svg')).toBeUndefined();
    expect(imageSrcSet('/uploads/a-png-w640.webp')).toBeUndefined();
  });

  it('shows a picture full width on a phone and at its own width beyond', () => {
    expect(imageSizes(320)).toBe('(max-width: 320px) 100vw, 320px');
  });
});
