import { resolveImageUrl } from './image-url';

const API = 'https://shop.example';

describe('resolveImageUrl', () => {
  it('keeps an absolute http or https address as it is', () => {
    expect(resolveImageUrl('https://cdn.example/p/ball.png', API)).toBe('https://cdn.example/p/ball.png');
    expect(resolveImageUrl('http://old.example/ball.jpg', API)).toBe('http://old.example/ball.jpg');
    expect(resolveImageUrl('HTTPS://CDN.EXAMPLE/A.PNG', API)).toBe('HTTPS://CDN.EXAMPLE/A.PNG');
  });

  it('prefixes an /uploads/ path with the API host', () => {
    expect(resolveImageUrl('/uploads/demo-boxing-1.png', API)).toBe('https://shop.example/uploads/demo-boxing-1.png');
  });

  it('resolves a bare file name under the API uploads path', () => {
    expect(resolveImageUrl('demo-boxing-1.png', API)).toBe('https://shop.example/uploads/demo-boxing-1.png');
    expect(resolveImageUrl('./ball.png', API)).toBe('https://shop.example/uploads/ball.png');
  });

  it('treats a file name that merely begins with "http" as a bare name', () => {
    expect(resolveImageUrl('http-banner.png', API)).toBe('https://shop.example/uploads/http-banner.png');
  });

  it('keeps another host path on the API host', () => {
    expect(resolveImageUrl('/assets/default-product.png', API)).toBe('https://shop.example/assets/default-product.png');
  });

  it('ignores a trailing slash on the API base and spaces around the value', () => {
    expect(resolveImageUrl('  /uploads/a.png ', 'https://shop.example/')).toBe('https://shop.example/uploads/a.png');
    expect(resolveImageUrl('a.png', 'https://shop.example//')).toBe('https://shop.example/uploads/a.png');
  });

  it.each([null, undefined, '', '   '])('answers null for %j', (value) => {
    expect(resolveImageUrl(value, API)).toBeNull();
  });
});
