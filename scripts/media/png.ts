/**
 * Just enough PNG for the media scripts: read the 8-bit, non-interlaced RGB(A) images Chromium
 * writes, reduce them to a palette of at most 256 colours, and write the smallest encoding found.
 * No image library is needed (the machines that build this site have none).
 */
import { deflateSync, inflateSync } from 'node:zlib';

export interface RgbaImage {
  width: number;
  height: number;
  /** Four bytes per pixel, rows top to bottom. */
  data: Uint8Array;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Decodes a PNG of 8-bit RGB or RGBA (what Chromium's screenshots are) to RGBA. */
export function decodePng(file: Uint8Array): RgbaImage {
  const bytes = Buffer.from(file);
  if (!bytes.subarray(0, 8).equals(signature)) throw new Error('Not a PNG');
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const body = bytes.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, , , interlace] = body.subarray(8);
      if (depth !== 8 || interlace !== 0 || (colourType !== 2 && colourType !== 6)) {
        throw new Error(`Unsupported PNG (depth ${depth}, colour type ${colourType})`);
      }
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      idat.push(body);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x += 1) {
      const at = y * stride + x;
      const a = x >= channels ? (pixels[at - channels] ?? 0) : 0;
      const b = y > 0 ? (pixels[at - stride] ?? 0) : 0;
      const c = x >= channels && y > 0 ? (pixels[at - stride - channels] ?? 0) : 0;
      const value = line[x] ?? 0;
      const predicted =
        filter === 0
          ? 0
          : filter === 1
            ? a
            : filter === 2
              ? b
              : filter === 3
                ? (a + b) >> 1
                : paeth(a, b, c);
      pixels[at] = (value + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: pixels };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    data.set(pixels.subarray(i * 3, i * 3 + 3), i * 4);
    data[i * 4 + 3] = 255;
  }
  return { width, height, data };
}

type Colour = [number, number, number, number];

interface Box {
  colours: { colour: Colour; count: number }[];
}

/** Median cut, weighted by how many pixels use each colour: at most `size` colours. */
function medianCut(histogram: Map<number, number>, size: number): Colour[] {
  const all = [...histogram].map(([key, count]) => ({ colour: unpack(key), count }));
  let boxes: Box[] = [{ colours: all }];
  while (boxes.length < size) {
    // Split the box with the widest channel range, weighted by its pixel count.
    let best = -1;
    let bestScore = 0;
    let bestChannel = 0;
    boxes.forEach((box, index) => {
      if (box.colours.length < 2) return;
      const weight = box.colours.reduce((sum, entry) => sum + entry.count, 0);
      for (let channel = 0; channel < 4; channel += 1) {
        const values = box.colours.map((entry) => entry.colour[channel] ?? 0);
        const score = (Math.max(...values) - Math.min(...values)) * Math.sqrt(weight);
        if (score > bestScore) {
          bestScore = score;
          best = index;
          bestChannel = channel;
        }
      }
    });
    if (best < 0) break;
    const box = boxes[best];
    if (!box) break;
    const sorted = [...box.colours].sort(
      (p, q) => (p.colour[bestChannel] ?? 0) - (q.colour[bestChannel] ?? 0),
    );
    const half = sorted.reduce((sum, entry) => sum + entry.count, 0) / 2;
    let seen = 0;
    let cut = 1;
    for (; cut < sorted.length - 1; cut += 1) {
      seen += sorted[cut - 1]?.count ?? 0;
      if (seen >= half) break;
    }
    boxes = [
      ...boxes.slice(0, best),
      { colours: sorted.slice(0, cut) },
      { colours: sorted.slice(cut) },
      ...boxes.slice(best + 1),
    ];
  }
  return boxes.map(({ colours }) => {
    const weight = colours.reduce((sum, entry) => sum + entry.count, 0);
    return [0, 1, 2, 3].map((channel) =>
      Math.round(
        colours.reduce((sum, entry) => sum + (entry.colour[channel] ?? 0) * entry.count, 0) /
          weight,
      ),
    ) as Colour;
  });
}

const pack = (r: number, g: number, b: number, a: number) =>
  ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
const unpack = (key: number): Colour => [
  key >>> 24,
  (key >>> 16) & 255,
  (key >>> 8) & 255,
  key & 255,
];

function nearest(palette: Colour[], colour: Colour): number {
  let best = 0;
  let bestDistance = Infinity;
  palette.forEach((candidate, index) => {
    const distance = candidate.reduce((sum, value, channel) => {
      const d = value - (colour[channel] ?? 0);
      return sum + d * d;
    }, 0);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = index;
    }
  });
  return best;
}

/** The image as palette indices: exact when it has 256 colours or fewer, else median cut. */
function toPalette(image: RgbaImage, size: number): { palette: Colour[]; indices: Uint8Array } {
  const histogram = new Map<number, number>();
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    const key = pack(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0);
    histogram.set(key, (histogram.get(key) ?? 0) + 1);
  }
  const palette =
    histogram.size <= size ? [...histogram.keys()].map(unpack) : medianCut(histogram, size);
  // Opaque entries last, so tRNS (alpha of the first entries only) stays short.
  palette.sort((p, q) => p[3] - q[3]);
  const lookup = new Map<number, number>();
  const indices = new Uint8Array(image.width * image.height);
  for (let i = 0; i < indices.length; i += 1) {
    const key = pack(
      data[i * 4] ?? 0,
      data[i * 4 + 1] ?? 0,
      data[i * 4 + 2] ?? 0,
      data[i * 4 + 3] ?? 0,
    );
    let index = lookup.get(key);
    if (index === undefined) {
      index = nearest(palette, unpack(key));
      lookup.set(key, index);
    }
    indices[i] = index;
  }
  return { palette, indices };
}

/** Filters every row with one filter type (0 to 4), or with each row's best guess (-1). */
function filterRows(pixels: Uint8Array, stride: number, height: number, bpp: number, only: number) {
  const out = Buffer.alloc((stride + 1) * height);
  const candidate = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const above = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : undefined;
    let bestSum = Infinity;
    for (const filter of only >= 0 ? [only] : [0, 1, 2, 3, 4]) {
      let sum = 0;
      for (let x = 0; x < stride; x += 1) {
        const a = x >= bpp ? (row[x - bpp] ?? 0) : 0;
        const b = above?.[x] ?? 0;
        const c = x >= bpp ? (above?.[x - bpp] ?? 0) : 0;
        const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter] ?? 0;
        const value = ((row[x] ?? 0) - predicted) & 0xff;
        candidate[x] = value;
        sum += value < 128 ? value : 256 - value;
      }
      if (sum < bestSum) {
        bestSum = sum;
        out[y * (stride + 1)] = filter;
        candidate.copy(out, y * (stride + 1) + 1);
      }
    }
  }
  return out;
}

function smallestDeflate(pixels: Uint8Array, stride: number, height: number, bpp: number): Buffer {
  let best: Buffer | undefined;
  for (const filter of [-1, 0, 1, 2, 3, 4]) {
    const packed = deflateSync(filterRows(pixels, stride, height, bpp, filter), {
      level: 9,
      memLevel: 9,
    });
    if (!best || packed.length < best.length) best = packed;
  }
  return best ?? Buffer.alloc(0);
}

function header(width: number, height: number, colourType: number): Buffer {
  const body = Buffer.alloc(13);
  body.writeUInt32BE(width, 0);
  body.writeUInt32BE(height, 4);
  body[8] = 8;
  body[9] = colourType;
  return chunk('IHDR', body);
}

export interface EncodeOptions {
  /** Largest palette; 0 keeps true colour. 256 by default. */
  colours?: number;
}

/** Encodes RGBA as the smaller of a palette PNG (when allowed) and a true-colour one. */
export function encodePng(image: RgbaImage, { colours = 256 }: EncodeOptions = {}): Buffer {
  const { width, height, data } = image;
  const end = chunk('IEND', Buffer.alloc(0));
  const opaque = data.every((value, index) => index % 4 !== 3 || value === 255);
  const channels = opaque ? 3 : 4;
  const truecolour = new Uint8Array(width * height * channels);
  for (let i = 0; i < width * height; i += 1) {
    truecolour.set(data.subarray(i * 4, i * 4 + channels), i * channels);
  }
  const candidates = [
    Buffer.concat([
      signature,
      header(width, height, opaque ? 2 : 6),
      chunk('IDAT', smallestDeflate(truecolour, width * channels, height, channels)),
      end,
    ]),
  ];
  if (colours > 0) {
    const { palette, indices } = toPalette(image, colours);
    const alphas = palette.filter((colour) => colour[3] < 255).map((colour) => colour[3]);
    candidates.push(
      Buffer.concat([
        signature,
        header(width, height, 3),
        chunk('PLTE', Buffer.from(palette.flatMap((colour) => colour.slice(0, 3)))),
        ...(alphas.length > 0 ? [chunk('tRNS', Buffer.from(alphas))] : []),
        chunk('IDAT', smallestDeflate(indices, width, height, 1)),
        end,
      ]),
    );
  }
  return candidates.reduce((p, q) => (q.length < p.length ? q : p));
}

/** Width and height from a PNG's header (what the tests compare with the declared sizes). */
export function pngSize(file: Uint8Array): { width: number; height: number } {
  const bytes = Buffer.from(file);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG');
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** An ICO file holding the given PNGs (every current browser reads PNG inside ICO). */
export function encodeIco(pngs: Uint8Array[]): Buffer {
  const head = Buffer.alloc(6 + 16 * pngs.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(pngs.length, 4);
  let offset = head.length;
  pngs.forEach((png, index) => {
    const { width, height } = pngSize(png);
    const entry = 6 + 16 * index;
    head[entry] = width >= 256 ? 0 : width;
    head[entry + 1] = height >= 256 ? 0 : height;
    head.writeUInt16LE(1, entry + 4); // colour planes
    head.writeUInt16LE(32, entry + 6); // bits per pixel
    head.writeUInt32LE(png.length, entry + 8);
    head.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([head, ...pngs]);
}
