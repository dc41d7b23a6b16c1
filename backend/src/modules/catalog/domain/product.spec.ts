import { galleryOrder, ImageRecord, mainImageUrl } from './product';

const anImage = (id: number, fields: Partial<ImageRecord> = {}): ImageRecord => ({
  id,
  url: `${id}.jpg`,
  sortOrder: id,
  isPrimary: false,
  ...fields,
});

describe('product images', () => {
  it('lists the primary image first, then by position', () => {
    const ordered = galleryOrder([
      anImage(1, { sortOrder: 2 }),
      anImage(2, { sortOrder: 0 }),
      anImage(3, { sortOrder: 5, isPrimary: true }),
    ]);
    expect(ordered.map((image) => image.id)).toEqual([3, 2, 1]);
  });

  it('shows the primary image, else the main image URL', () => {
    expect(mainImageUrl({ imageUrl: 'main.jpg', images: [anImage(1), anImage(2, { isPrimary: true })] })).toBe('2.jpg');
    expect(mainImageUrl({ imageUrl: 'main.jpg', images: [] })).toBe('main.jpg');
    expect(mainImageUrl({ imageUrl: null, images: [] })).toBeNull();
  });
});
