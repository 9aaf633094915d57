// Draws the app icons (the logo: a sky-blue tile, an open white book, a sun-yellow dot) as PNGs
// at build time — no image library and no binary files in git. Shapes are drawn with 4×4
// supersampling for smooth edges. The maskable icon keeps the book inside the 80 % safe zone.
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

const SKY: Rgb = [0, 161, 222];
const WHITE: Rgb = [255, 255, 255];
const SUN: Rgb = [250, 210, 1];

function crc32(buffer: Buffer): number {
  let crc = ~0;
  for (const byte of buffer) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The logo in a 32-unit box (as favicon.svg), scaled by `scale` and offset by `pad` units. */
function colourAt(x: number, y: number, { maskable }: { maskable: boolean }): Rgb | null {
  // Background tile: rounded square (favicon), or full bleed for maskable icons.
  const r = 7;
  const inTile =
    maskable ||
    (() => {
      const cx = Math.min(Math.max(x, r), 32 - r);
      const cy = Math.min(Math.max(y, r), 32 - r);
      return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
    })();
  if (!inTile) return null;
  // Maskable: shrink the drawing to 70 % around the centre so it survives any mask shape.
  const k = maskable ? 0.7 : 1;
  const u = (x - 16) / k + 16;
  const v = (y - 16) / k + 16;
  if ((u - 24) ** 2 + (v - 8) ** 2 <= 3.2 ** 2) return SUN;
  const left = u >= 7 && u <= 16 && v >= 9 && v <= 23 + (u - 7) / 9;
  const right = u >= 16 && u <= 25 && v >= 9 && v <= 24 - (u - 16) / 9;
  if ((left && u <= 15.6) || (right && u >= 16.4)) return WHITE;
  return SKY;
}

export function drawIcon(size: number, { maskable = false }: { maskable?: boolean } = {}): Buffer {
  const samples = 4;
  const rgba = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          const c = colourAt(x, y, { maskable });
          if (c) {
            r += c[0];
            g += c[1];
            b += c[2];
            a += 255;
          }
        }
      }
      const n = samples * samples;
      const covered = a / 255;
      const i = (py * size + px) * 4;
      rgba[i] = covered ? Math.round(r / covered) : 0;
      rgba[i + 1] = covered ? Math.round(g / covered) : 0;
      rgba[i + 2] = covered ? Math.round(b / covered) : 0;
      rgba[i + 3] = Math.round(a / n);
    }
  }
  return png(size, rgba);
}
