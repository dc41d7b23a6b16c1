import { blankImage, RgbImage } from './png';

export type Rgb = readonly [number, number, number];

// Local names for the maths used per pixel: a global lookup of Math in each call is slow inside
// sandboxed contexts such as the test runner's.
const { sqrt, min, max, floor, ceil, abs } = Math;

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

/** Paints whole rows with one colour: build the row once, copy it (per-pixel work would be slow). */
function fillRows(image: RgbImage, fromY: number, toY: number, colourOfRow: (y: number) => Rgb): void {
  const stride = image.width * 3;
  const row = new Uint8Array(stride);
  for (let y = fromY; y < toY; y++) {
    const [r, g, b] = colourOfRow(y);
    for (let x = 0; x < stride; x += 3) {
      row[x] = r;
      row[x + 1] = g;
      row[x + 2] = b;
    }
    image.pixels.set(row, y * stride);
  }
}

/**
 * A shaded ball: lit from the top left, with a soft edge and an optional seam band, so the
 * pictures read as sports goods rather than flat dots. Scalar arithmetic only: this loop
 * touches most pixels of the demo set.
 */
function drawBall(image: RgbImage, cx: number, cy: number, r: number, colour: Rgb, seam: boolean): void {
  const { width, pixels } = image;
  const [cr, cg, cb] = colour;
  const x0 = max(0, floor(cx - r - 1));
  const x1 = min(width - 1, ceil(cx + r + 1));
  const y0 = max(0, floor(cy - r - 1));
  const y1 = min(image.height - 1, ceil(cy + r + 1));
  for (let y = y0; y <= y1; y++) {
    const dy = y - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = x - cx;
      const distance = sqrt(dx * dx + dy * dy);
      const coverage = r - distance + 0.5;
      if (coverage <= 0) continue;
      const alpha = coverage >= 1 ? 1 : coverage;
      const hx = dx / r + 0.4;
      const hy = dy / r + 0.4;
      const light = min(1, sqrt(hx * hx + hy * hy) / 1.6);
      let sr: number, sg: number, sb: number;
      if (light < 0.25) {
        const t = light / 0.25; // white highlight fading into the colour
        sr = 255 + (cr - 255) * t;
        sg = 255 + (cg - 255) * t;
        sb = 255 + (cb - 255) * t;
      } else {
        const k = 1 - 0.45 * ((light - 0.25) / 0.75); // colour darkening towards the far edge
        sr = cr * k;
        sg = cg * k;
        sb = cb * k;
      }
      if (seam && abs(dy + dx * 0.35) < r * 0.06) {
        sr += (255 - sr) * 0.7;
        sg += (255 - sg) * 0.7;
        sb += (255 - sb) * 0.7;
      }
      const i = (y * width + x) * 3;
      pixels[i] += (sr - pixels[i]) * alpha;
      pixels[i + 1] += (sg - pixels[i + 1]) * alpha;
      pixels[i + 2] += (sb - pixels[i + 2]) * alpha;
    }
  }
}

/** A soft ellipse shadow under the ball. */
function drawShadow(image: RgbImage, cx: number, cy: number, rx: number, ry: number): void {
  const { width, pixels } = image;
  for (let y = max(0, floor(cy - ry)); y <= min(image.height - 1, ceil(cy + ry)); y++) {
    for (let x = max(0, floor(cx - rx)); x <= min(width - 1, ceil(cx + rx)); x++) {
      const d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
      if (d >= 1) continue;
      const keep = 1 - 0.22 * (1 - d);
      const i = (y * width + x) * 3;
      pixels[i] *= keep;
      pixels[i + 1] *= keep;
      pixels[i + 2] *= keep;
    }
  }
}

/** Product picture, 480x480: a light tinted backdrop with one or two balls in the category colour. */
export function drawProductPicture(colour: Rgb, variant: number, size = 480): RgbImage {
  const image = blankImage(size, size);
  const top = mix(colour, WHITE, 0.88);
  const bottom = mix(colour, WHITE, 0.6);
  const floor = Math.round(size * 0.78);
  fillRows(image, 0, floor, (y) => mix(top, bottom, y / floor));
  fillRows(image, floor, size, () => mix(bottom, colour, 0.15));
  const r = size * (0.2 + (variant % 3) * 0.04);
  const cx = size * (0.5 + ((variant % 5) - 2) * 0.05);
  drawShadow(image, cx, floor, r * 0.95, r * 0.18);
  drawBall(image, cx, floor - r * 1.02, r, colour, variant % 2 === 0);
  if (variant % 3 === 1) drawBall(image, size * 0.8, floor - size * 0.09, size * 0.08, mix(colour, [255, 200, 40], 0.6), false);
  return image;
}

/** Category banner, 1200x400: a gradient with a row of balls on the far side (left in RTL). */
export function drawCategoryBanner(colour: Rgb, variant: number, width = 1200, height = 400): RgbImage {
  const image = blankImage(width, height);
  const left = mix(colour, BLACK, 0.25);
  const right = mix(colour, WHITE, 0.35);
  const row = new Uint8Array(width * 3);
  for (let x = 0; x < width; x++) row.set(mix(right, left, x / width).map(Math.round), x * 3);
  for (let y = 0; y < height; y++) image.pixels.set(row, y * width * 3);
  const balls = 3 + (variant % 2);
  for (let i = 0; i < balls; i++) {
    const r = height * (0.16 + 0.05 * ((i + variant) % 3));
    drawBall(image, width * (0.1 + i * 0.11), height * (0.35 + 0.3 * (i % 2)), r, mix(colour, WHITE, 0.15 * i), i % 2 === 0);
  }
  return image;
}
