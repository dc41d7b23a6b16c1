import { inflateSync } from 'node:zlib';
import { drawCategoryBanner, drawProductPicture } from './demo-pictures';
import { blankImage, crc32, encodePng } from './png';

/** Splits a PNG into its chunks, checking each CRC on the way. */
function readChunks(png: Buffer): Array<{ type: string; data: Buffer }> {
  const chunks: Array<{ type: string; data: Buffer }> = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

/** Reads the unfiltered rows the encoder writes, answering the RGB pixels. */
function decodeRgb(png: Buffer, width: number, height: number): Uint8Array {
  const raw = inflateSync(
    Buffer.concat(
      readChunks(png)
        .filter((c) => c.type === 'IDAT')
        .map((c) => c.data),
    ),
  );
  const stride = width * 3;
  expect(raw.length).toBe((stride + 1) * height);
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    if (raw[y * (stride + 1)] !== 0) throw new Error(`row ${y} does not start with filter type 0`);
    pixels.set(raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1)), y * stride);
  }
  return pixels;
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  const aTwoByThree = () => {
    const image = blankImage(2, 3);
    image.pixels.set([255, 0, 0, 0, 255, 0, 0, 0, 255, 10, 20, 30, 200, 100, 50, 1, 2, 3]);
    return image;
  };

  it('starts with the PNG signature and an IHDR of the right size and format', () => {
    const png = encodePng(aTwoByThree());
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const [ihdr] = readChunks(png);
    expect(ihdr.type).toBe('IHDR');
    expect(ihdr.data.readUInt32BE(0)).toBe(2);
    expect(ihdr.data.readUInt32BE(4)).toBe(3);
    expect([...ihdr.data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('ends with IEND and its pixel data inflates back to the same pixels', () => {
    const image = aTwoByThree();
    const png = encodePng(image);
    expect(readChunks(png).map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([...decodeRgb(png, 2, 3)]).toEqual([...image.pixels]);
  });
});

describe('demo pictures', () => {
  it('draws a 480x480 product picture and a 1200x400 banner that round-trip through PNG', () => {
    const product = drawProductPicture([220, 40, 40], 1);
    const banner = drawCategoryBanner([30, 120, 200], 0);
    expect([product.width, product.height]).toEqual([480, 480]);
    expect([banner.width, banner.height]).toEqual([1200, 400]);
    // Buffer.equals: element-by-element matchers are far too slow for 691,200 bytes.
    expect(Buffer.from(decodeRgb(encodePng(product), 480, 480)).equals(Buffer.from(product.pixels))).toBe(true);
    const ihdr = readChunks(encodePng(banner))[0].data;
    expect([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4)]).toEqual([1200, 400]);
  });

  it('is not a flat colour: the ball stands out from the backdrop', () => {
    const { pixels, width } = drawProductPicture([220, 40, 40], 0);
    const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
    expect(at(5, 5)).not.toEqual(at(240, 270));
  });
});
