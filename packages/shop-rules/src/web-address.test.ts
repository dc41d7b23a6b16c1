import { describe, expect, it } from 'vitest';
import { isHttpUrl, isImageReference } from './web-address';

describe('isHttpUrl', () => {
  it.each(['https://shop.example/category/boxing', 'http://shop.example', 'https://cdn.example/a.jpg?v=2'])('accepts %s', (url) =>
    expect(isHttpUrl(url)).toBe(true),
  );
  it.each(['shop.example/a', 'ftp://shop.example/a', 'javascript:alert(1)', 'https://', 'https://shop.example/a b', '/uploads/a.jpg'])(
    'refuses %s',
    (url) => expect(isHttpUrl(url)).toBe(false),
  );
});

describe('isImageReference', () => {
  it.each(['https://cdn.example/a.jpg', '/uploads/a.jpg', 'ball.jpg'])('accepts %s', (ref) => expect(isImageReference(ref)).toBe(true));
  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/a.jpg', 'a b.jpg'])('refuses %s', (ref) =>
    expect(isImageReference(ref)).toBe(false),
  );
});
