import { JPEG, PNG } from './image-type';
import { parseStoredImageName, uploadPath } from './stored-image-name';

describe('parseStoredImageName', () => {
  it('accepts generated and demo names and answers their type', () => {
    expect(parseStoredImageName('3f9c0a1b2c3d4e5f60718293a4b5c6d7.png')).toBe(PNG);
    expect(parseStoredImageName('demo-boxing-1.png')).toBe(PNG);
    expect(parseStoredImageName('0a1b.jpg')).toBe(JPEG);
  });

  it.each([
    '../secret.png',
    '..%2fsecret.png',
    'a/b.png',
    'a\\b.png',
    '.hidden.png',
    'shop.sqlite',
    'jwt-secret',
    'x.svg',
    'X.PNG',
    'a.png.html',
    '',
    'a..png',
  ])('refuses %j', (name) => {
    expect(parseStoredImageName(name)).toBeNull();
  });

  it('refuses overly long names', () => {
    expect(parseStoredImageName(`${'a'.repeat(121)}.png`)).toBeNull();
  });
});

describe('uploadPath', () => {
  it('is the public /uploads/ path', () => {
    expect(uploadPath('demo-boxing-1.png')).toBe('/uploads/demo-boxing-1.png');
  });
});
