import { deflateSync } from 'node:zlib';

/** An RGB picture in memory: 3 bytes a pixel, rows top to bottom. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function blankImage(width: number, height: number): RgbImage {
  return { width, height, pixels: new Uint8Array(width * height * 3) };
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A minimal PNG writer (8-bit RGB, no interlace), enough for the demo pictures without an image
 * library. Rows are stored unfiltered and copied in bulk: for these smooth pictures deflate finds
 * the repeats itself, and a per-byte filter pass would cost more time than it saves in size.
 */
export function encodePng(image: RgbImage): Buffer {
  const { width, height, pixels } = image;
  const stride = width * 3;
  const rows = Buffer.alloc((stride + 1) * height); // each row: filter byte 0 ("None"), then the pixels
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, adaptive filtering, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 3 })), chunk('IEND', Buffer.alloc(0))]);
}
