import { describe, expect, it } from 'vitest';
import { splitImageFiles } from './imageFiles';

describe('image files', () => {
  it('keeps pictures and names every other file it refuses', () => {
    const files = [
      { name: 'ball.png', type: 'image/png' },
      { name: 'price-list.pdf', type: 'application/pdf' },
      { name: 'shoe.webp', type: 'image/webp' },
      { name: 'notes', type: '' },
    ];
    const { images, refused } = splitImageFiles(files);
    expect(images.map((f) => f.name)).toEqual(['ball.png', 'shoe.webp']);
    expect(refused).toEqual(['price-list.pdf', 'notes']);
  });
});
