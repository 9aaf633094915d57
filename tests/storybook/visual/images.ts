import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import UPNG from 'upng-js';
import { pictureFile } from './layout';

/**
 * How different two pictures of a story may be and still count as the same: pixelmatch's colour
 * distance per pixel (0.1 of the full YIQ range; anti-aliased edges are never counted), and then
 * no more than MAX_DIFF_PIXELS such pixels. A 1 px border changing colour on a button is ~100
 * pixels; text moving by a pixel is thousands. Rendering in the same Chromium is deterministic,
 * so the allowance is only for the odd pixel of a rounded corner.
 */
export const PIXEL_THRESHOLD = 0.1;
export const MAX_DIFF_PIXELS = 8;

export type Verdict =
  | { status: 'same' }
  | { status: 'new' }
  | { status: 'changed'; pixels: number; diff: Buffer; size?: string };

/** A screenshot's bytes, hashed: the same bytes from the same Chromium are the same pixels. */
export const screenshotHash = (png: Buffer) => createHash('sha256').update(png).digest('hex').slice(0, 20);

/**
 * The screenshot against its baseline, and the difference drawn in red on a faded copy. A
 * screenshot whose bytes hash to `approvedScreenshot` (the approved shot's) is the same picture.
 */
export function compare(actual: Buffer, baselineFile: string | undefined, approvedScreenshot?: string): Verdict {
  if (!baselineFile || !existsSync(baselineFile)) return { status: 'new' };
  if (approvedScreenshot && screenshotHash(actual) === approvedScreenshot) return { status: 'same' };
  const before = PNG.sync.read(readFileSync(baselineFile));
  const after = PNG.sync.read(actual);
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

function pad(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const out = new PNG({ width, height, fill: true });
  out.data.fill(255);
  PNG.bitblt(image, out, 0, 0, image.width, image.height, 0, 0);
  return out;
}

/**
 * A baseline as it is committed: a palette of 256 colours (UPNG's quantizer), about a quarter of
 * the browser's PNG. Lossy, but well inside the comparison's threshold: on the catalogue's pictures
 * no pixel of the quantized copy is 0.05 of the colour range away from the screenshot, so a picture
 * compares equal to its own baseline, and the threshold still sees any real change.
 */
export function writeBaseline(screenshot: Buffer): string {
  const picture = quantize(screenshot);
  const hash = createHash('sha256').update(picture).digest('hex').slice(0, 20);
  const file = pictureFile(hash);
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, picture);
  return hash;
}

function quantize(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const pixels = image.data.buffer.slice(image.data.byteOffset, image.data.byteOffset + image.data.length) as ArrayBuffer;
  return Buffer.from(UPNG.encode([pixels], image.width, image.height, 256));
}
