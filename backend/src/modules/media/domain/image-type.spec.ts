import { detectImageType, GIF, imageTypeOfExtension, JPEG, PNG, WEBP } from './image-type';

const bytes = (...parts: Array<number[] | string>): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)));

/** Named samples of the first bytes of real files. */
const samples = {
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]),
  png: bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  gif87: bytes('GIF87a', [1, 0, 1, 0]),
  gif89: bytes('GIF89a', [1, 0, 1, 0]),
  webpLossy: bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8 ', [0, 0, 0, 0]),
  webpLossless: bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8L', [0, 0, 0, 0]),
  webpExtended: bytes('RIFF', [36, 0, 0, 0], 'WEBPVP8X', [0, 0, 0, 0]),
  svg: bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  bareSvg: bytes('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
  html: bytes('<!doctype html><html><body>hi</body></html>'),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  textNamedPng: bytes('this is not a picture, whatever its name says'),
  wav: bytes('RIFF', [36, 0, 0, 0], 'WAVEfmt ', [16, 0, 0, 0]),
  riffWebpWithoutChunk: bytes('RIFF', [36, 0, 0, 0], 'WEBPABCD'),
  truncatedPng: bytes([0x89], 'PNG', [0x0d, 0x0a]),
  empty: bytes(),
};

describe('detectImageType', () => {
  it.each([
    ['jpeg', samples.jpeg, JPEG],
    ['png', samples.png, PNG],
    ['gif87a', samples.gif87, GIF],
    ['gif89a', samples.gif89, GIF],
    ['webp (lossy)', samples.webpLossy, WEBP],
    ['webp (lossless)', samples.webpLossless, WEBP],
    ['webp (extended)', samples.webpExtended, WEBP],
  ])('accepts %s by its magic bytes', (_, sample, expected) => {
    expect(detectImageType(sample)).toBe(expected);
  });

  it.each([
    ['svg with a script', samples.svg],
    ['bare svg', samples.bareSvg],
    ['html', samples.html],
    ['pdf', samples.pdf],
    ['text (whatever its file name)', samples.textNamedPng],
    ['a RIFF wave sound', samples.wav],
    ['a RIFF/WEBP header without a VP8 chunk', samples.riffWebpWithoutChunk],
    ['a truncated png signature', samples.truncatedPng],
    ['nothing at all', samples.empty],
  ])('refuses %s', (_, sample) => {
    expect(detectImageType(sample)).toBeNull();
  });
});

describe('imageTypeOfExtension', () => {
  it('knows the four stored extensions, jpeg as jpg, in any case', () => {
    expect(imageTypeOfExtension('jpg')).toBe(JPEG);
    expect(imageTypeOfExtension('JPEG')).toBe(JPEG);
    expect(imageTypeOfExtension('png')).toBe(PNG);
    expect(imageTypeOfExtension('webp')).toBe(WEBP);
    expect(imageTypeOfExtension('gif')).toBe(GIF);
  });

  it('knows nothing else', () => {
    expect(imageTypeOfExtension('svg')).toBeNull();
    expect(imageTypeOfExtension('html')).toBeNull();
    expect(imageTypeOfExtension('')).toBeNull();
  });
});
