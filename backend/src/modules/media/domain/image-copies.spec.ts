import { copyName, imageCopiesOf, originalOfCopy } from './image-copies';

describe('image copies', () => {
  it('names copies after their original and finds the original again', () => {
    expect(copyName('demo-boxing-1.png', 640)).toBe('demo-boxing-1-png-w640.webp');
    expect(originalOfCopy('demo-boxing-1-png-w640.webp')).toBe('demo-boxing-1.png');
    expect(originalOfCopy('3f9c-jpg-w1280.webp')).toBe('3f9c.jpg');
    expect(originalOfCopy('3f9c-jpg-w999.webp')).toBeNull();
    expect(originalOfCopy('plain.webp')).toBeNull();
    expect(copyName('demo-boxing-1-png-w640.webp', 320)).toBeNull();
  });

  it("lists the copies of the shop's own pictures only, none for GIFs or outside addresses", () => {
    expect(imageCopiesOf('/uploads/ball.jpg')).toEqual([
      { width: 320, url: '/uploads/ball-jpg-w320.webp' },
      { width: 640, url: '/uploads/ball-jpg-w640.webp' },
      { width: 1280, url: '/uploads/ball-jpg-w1280.webp' },
    ]);
    expect(imageCopiesOf('ball.jpg')).toHaveLength(3);
    expect(imageCopiesOf('/uploads/spin.gif')).toEqual([]);
    expect(imageCopiesOf('https://cdn.example/ball.jpg')).toEqual([]);
    expect(imageCopiesOf(null)).toEqual([]);
  });
});
