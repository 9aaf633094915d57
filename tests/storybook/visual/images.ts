import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import UPNG from 'upng-js';

/**
 * How different two pictures of a story may be and still count as the same: pixelmatch's colour
 * distance per pixel (0.1 of the full YIQ range; anti-aliased edges are never counted), and then
 * no more than MAX_DIFF_PIXELS such pixels. A 1 px border changing colour on a button is ~100
 * pixels; text moving by a pixel is thousands. Rendering in the same Chromium is deterministic,
 * so the allowance is only for the odd pixel of a rounded corner.
 */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_PIXELS = 8;

export type Verdict = { status: 'same' } | { status: 'new' } | { status: 'changed'; pixels: number; diff: Buffer; size?: string };

// Each picture is decoded once: libvips' cache of operations would only hold pictures never asked for again.
sharp.cache(false);

/** A screenshot's bytes, hashed: the same bytes from the same Chromium are the same pixels. */
export const screenshotHash = (png: Buffer) => createHash('sha256').update(png).digest('hex').slice(0, 20);

/**
 * The screenshot (PNG) against its baseline (WebP), and the difference drawn in red on a faded
 * copy. A screenshot whose bytes hash to `approvedScreenshot` (the approved shot's) is the same picture.
 */
export async function compare(actual: Buffer, baselineFile: string, approvedScreenshot?: string): Promise<Verdict> {
  if (!existsSync(baselineFile)) return { status: 'new' };
  if (approvedScreenshot && screenshotHash(actual) === approvedScreenshot) return { status: 'same' };
  // Both decoded by libvips, on its threads and at the same time (40 % of pngjs' CPU time for the PNG).
  const [before, after] = await Promise.all([decode(baselineFile), decode(actual)]);
  if (before.width !== after.width || before.height !== after.height) {
    // Compare what both cover, so the picture of the difference still shows where it starts.
    const width = Math.max(before.width, after.width);
    const height = Math.max(before.height, after.height);
    const a = pad(before, width, height);
    const b = pad(after, width, height);
    const diff = new PNG({ width, height });
    const pixels = pixelmatch(a.data, b.data, diff.data, width, height, { threshold: PIXEL_THRESHOLD });
    return { status: 'changed', pixels, diff: PNG.sync.write(diff), size: `${before.width}×${before.height} → ${after.width}×${after.height}` };
  }
  // Counted first without drawing the difference: most pictures are the same.
  const pixels = pixelmatch(before.data, after.data, undefined, after.width, after.height, { threshold: PIXEL_THRESHOLD });
  if (pixels <= MAX_DIFF_PIXELS) return { status: 'same' };
  const diff = new PNG({ width: after.width, height: after.height });
  pixelmatch(before.data, after.data, diff.data, after.width, after.height, { threshold: PIXEL_THRESHOLD });
  return { status: 'changed', pixels, diff: PNG.sync.write(diff) };
}

interface Pixels {
  width: number;
  height: number;
  /** RGBA, 8 bits a channel. */
  data: Buffer;
}

/** A PNG or WebP (a file or its bytes) as RGBA pixels. */
async function decode(input: string | Buffer): Promise<Pixels> {
  const { data, info } = await sharp(input).ensureAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

function pad(image: Pixels, width: number, height: number): Pixels {
  if (image.width === width && image.height === height) return image;
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < image.height; y++) image.data.copy(data, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  return { width, height, data };
}

/**
 * WebP's largest side. The tallest picture is 12,000 px (the extent's cap in in-page.ts), so every
 * shot fits; a taller one would fail here, not be cut.
 */
const WEBP_MAX = 16_383;
/**
 * libwebp's lossless method (sharp's `effort`, 0–6): 2 made the smallest files of the catalogue's
 * pictures, as fast as 1 to 4 (about 40 ms a picture); 5 and 6 took 9 to 100 times longer for 1–4 %.
 */
const WEBP_EFFORT = 2;

/**
 * A baseline as it is committed, `<story>.<lang>.<width>.webp`: first a palette of 256 colours
 * (UPNG's quantizer), then lossless WebP (a quarter of the browser's PNG; 60 % of the palette as
 * PNG). The palette is the one lossy step, well inside the comparison's threshold: on the
 * catalogue's pictures no pixel of the quantized copy is 0.05 of the colour range away from the
 * screenshot, so a picture compares equal to its own baseline, and the threshold still sees any real
 * change. The same picture is the same bytes, which git stores once, whichever shots it is the
 * baseline of (docs/decisions/0008-light-visual-baselines.md).
 */
export async function writeBaseline(screenshot: Buffer, file: string): Promise<void> {
  const { width, height, data } = await decode(screenshot);
  if (width > WEBP_MAX || height > WEBP_MAX) throw new Error(`${file}: ${width}×${height} is more than WebP holds (${WEBP_MAX} px a side)`);
  const pixels = data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer;
  const palette = Buffer.from(UPNG.encode([pixels], width, height, 256));
  mkdirSync(dirname(file), { recursive: true });
  await sharp(palette).webp({ lossless: true, effort: WEBP_EFFORT, exact: true }).toFile(file);
}

/** A baseline's width × height, from its WebP header (0 when there is none): the tests' order. */
export function pictureArea(file: string): number {
  if (!existsSync(file)) return 0;
  const header = Buffer.alloc(30);
  const fd = openSync(file, 'r');
  readSync(fd, header, 0, 30, 0);
  closeSync(fd);
  const chunk = header.toString('latin1', 12, 16);
  // Lossless: 14 bits of width − 1, then 14 of height − 1, after the 0x2f signature.
  if (chunk === 'VP8L') {
    const bits = header.readUInt32LE(21);
    return ((bits & 0x3fff) + 1) * (((bits >>> 14) & 0x3fff) + 1);
  }
  // Extended (with metadata): the canvas, 24 bits each.
  if (chunk === 'VP8X') return (header.readUIntLE(24, 3) + 1) * (header.readUIntLE(27, 3) + 1);
  return 0;
}
