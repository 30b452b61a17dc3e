/**
 * Flat SVG illustrations for the demo catalogue, rendered to WebP with sharp.
 * One square picture per product kind × colour variant (600×600) and a few wide banners (1200×400)
 * for promotions and discounts. No text is drawn: fonts may be missing on the server.
 */
import { access, mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type Sharp from 'sharp';
import { BANNERS, PRODUCT_IMAGES, type BannerKey, type ImageRef } from './catalog-data.js';
import { Rng } from './random.js';

export const PRODUCT_IMAGE_SIZE = 600;
export const BANNER_WIDTH = 1200;
export const BANNER_HEIGHT = 400;
const WEBP_QUALITY = 80;

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/** Every file name (without folder) the demo catalogue refers to, e.g. 'door-oak.webp'. */
export function demoImageFiles(): string[] {
  return [...productRefs().map((ref) => `${ref}.webp`), ...BANNERS.map((key) => `banner-${key}.webp`)];
}

/** The SVG source of one demo image, by file name. */
export function demoImageSvg(file: string): { svg: string; width: number; height: number } {
  const name = file.replace(/\.webp$/, '');
  if (name.startsWith('banner-')) {
    const key = name.slice('banner-'.length) as BannerKey;
    if (!(BANNERS as readonly string[]).includes(key)) throw new Error(`Unknown demo banner: ${file}`);
    return { svg: bannerSvg(key), width: BANNER_WIDTH, height: BANNER_HEIGHT };
  }
  if (!(productRefs() as string[]).includes(name)) throw new Error(`Unknown demo image: ${file}`);
  return { svg: productSvg(name as ImageRef), width: PRODUCT_IMAGE_SIZE, height: PRODUCT_IMAGE_SIZE };
}

/** Writes <uploadsDir>/demo/*.webp; files that already exist are left alone. */
export async function renderDemoImages(uploadsDir: string): Promise<{ written: number }> {
  const dir = path.join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  let written = 0;
  // loaded only when a picture is missing: a start on an existing catalogue never needs it
  let sharp: typeof Sharp | undefined;
  for (const file of demoImageFiles()) {
    const target = path.join(dir, file);
    if (await exists(target)) continue;
    const { svg } = demoImageSvg(file);
    const temporary = `${target}.${process.pid}.tmp`;
    sharp ??= (await import('sharp')).default;
    await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY }).toFile(temporary);
    await rename(temporary, target);
    written++;
  }
  return { written };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function productRefs(): ImageRef[] {
  const refs: string[] = [];
  for (const [kind, variants] of Object.entries(PRODUCT_IMAGES)) {
    for (const variant of variants) refs.push(`${kind}-${variant}`);
  }
  return refs as ImageRef[];
}

// ---------------------------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------------------------

type Point = readonly [number, number];

const n = (v: number): string => String(Math.round(v * 10) / 10);

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
const rrect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  rect(x, y, w, h, fill, `rx="${n(r)}" ${extra}`);
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
const poly = (points: readonly Point[], fill: string, extra = ''): string =>
  `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;
const pathD = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}" ${extra}/>`;
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = '',
): string =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" ${extra}/>`;
const group = (content: string, transform: string): string => `<g transform="${transform}">${content}</g>`;
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.1): string =>
  ellipse(cx, cy, rx, ry, '#1d2733', `opacity="${opacity}"`);

function parseHex(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  const out = ca.map((v, i) => Math.round(v + ((cb[i] as number) - v) * t));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const shade = (c: string, t: number): string => mix(c, '#000000', t);
const tint = (c: string, t: number): string => mix(c, '#ffffff', t);

/** Per-document id source for clip paths (ids must not collide when drawings are combined). */
class Doc {
  private next = 0;
  id(prefix: string): string {
    this.next += 1;
    return `${prefix}${this.next}`;
  }
}

/** Oblique box: (x, y) is the front-bottom-left corner, (dx, dy) the depth offset (dy < 0). */
function box(
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  c: { front: string; top: string; side: string },
): string {
  return (
    rect(x, y - h, w, h, c.front) +
    poly(
      [
        [x, y - h],
        [x + w, y - h],
        [x + w + dx, y - h + dy],
        [x + dx, y - h + dy],
      ],
      c.top,
    ) +
    poly(
      [
        [x + w, y],
        [x + w, y - h],
        [x + w + dx, y - h + dy],
        [x + w + dx, y + dy],
      ],
      c.side,
    )
  );
}

/** Point on the top face of a box-like parallelogram: u along width (0..1), v along depth (0..1). */
function onTop(x: number, yTop: number, w: number, dx: number, dy: number, u: number, v: number): Point {
  return [x + u * w + v * dx, yTop + v * dy];
}

// ---------------------------------------------------------------------------------------------
// Backgrounds
// ---------------------------------------------------------------------------------------------

const BACKGROUNDS = {
  sky: ['#f7fafd', '#e3ecf5'],
  sand: ['#fdfaf4', '#f1e8da'],
  mint: ['#f6fbf8', '#dfeee6'],
  lilac: ['#f9f8fd', '#e7e4f3'],
  peach: ['#fef9f6', '#f6e5dc'],
  stone: ['#fafafa', '#e6e8ea'],
} as const;
type Background = keyof typeof BACKGROUNDS;

function squareFrame(bg: Background, body: string): string {
  const [inner, outer] = BACKGROUNDS[bg];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="75%">` +
    `<stop offset="0" stop-color="${inner}"/><stop offset="1" stop-color="${outer}"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>${body}</svg>`
  );
}

// ---------------------------------------------------------------------------------------------
// Product drawings (600×600 coordinate space, no background)
// ---------------------------------------------------------------------------------------------

const METAL = { base: '#c9cfd6', dark: '#8f98a2', light: '#eef1f4', deep: '#6b747e' };

function interiorDoor(base: string, glass: boolean, grain: boolean): string {
  const frame = shade(base, 0.14);
  const panelLine = shade(base, grain ? 0.2 : 0.1);
  let s = shadow(300, 512, 150, 13);
  s += rrect(176, 76, 248, 438, 4, frame);
  s += rect(190, 90, 220, 424, shade(base, 0.32));
  s += rect(194, 94, 212, 420, base);
  if (grain) {
    for (let i = 0; i < 9; i++) {
      const x = 204 + i * 23 + (i % 3) * 4;
      s += pathD(
        `M${x},98 C${x + 6},220 ${x - 5},360 ${x + 3},510`,
        'none',
        `stroke="${shade(base, 0.12)}" stroke-width="2" opacity="0.45"`,
      );
    }
  }
  if (glass) {
    s += rrect(224, 126, 152, 176, 3, panelLine);
    s += rect(231, 133, 138, 162, '#d6e6ef');
    s += poly(
      [
        [231, 133],
        [290, 133],
        [231, 220],
      ],
      '#ffffff',
      'opacity="0.45"',
    );
    s += poly(
      [
        [300, 295],
        [369, 190],
        [369, 235],
        [330, 295],
      ],
      '#ffffff',
      'opacity="0.35"',
    );
  } else {
    s += rrect(224, 126, 152, 176, 3, 'none', `stroke="${panelLine}" stroke-width="7"`);
    s += rect(236, 138, 128, 152, shade(base, 0.04));
  }
  s += rrect(224, 338, 152, 146, 3, 'none', `stroke="${panelLine}" stroke-width="7"`);
  s += rect(236, 350, 128, 122, shade(base, 0.04));
  // handle
  s += circle(380, 318, 11, METAL.dark);
  s += rrect(334, 311, 50, 13, 6.5, METAL.base);
  s += rrect(338, 312, 42, 4, 2, METAL.light);
  s += circle(380, 318, 6, METAL.light);
  s += circle(380, 348, 6, METAL.dark);
  return s;
}

function metalDoor(base: string): string {
  const frame = shade(base, 0.38);
  const trim = '#c8a660';
  let s = shadow(300, 512, 150, 13);
  s += rrect(178, 74, 244, 440, 6, frame);
  s += rrect(192, 88, 216, 426, 3, base);
  s += rrect(214, 112, 172, 378, 8, tint(base, 0.07), `stroke="${shade(base, 0.28)}" stroke-width="4"`);
  // decorative mouldings
  for (const [y, h] of [
    [136, 140],
    [300, 166],
  ] as const) {
    s += rrect(236, y, 128, h, 6, 'none', `stroke="${shade(base, 0.3)}" stroke-width="4"`);
    s += rrect(240, y + 4, 120, h - 8, 4, 'none', `stroke="${tint(base, 0.16)}" stroke-width="2"`);
  }
  // hinges, peephole, locks, handle
  s += rrect(184, 130, 10, 36, 3, shade(base, 0.55));
  s += rrect(184, 436, 10, 36, 3, shade(base, 0.55));
  s += circle(300, 122, 6, trim);
  s += circle(300, 122, 2.5, '#2b2b2b');
  s += rrect(370, 252, 18, 40, 9, trim);
  s += rect(377, 262, 4, 16, '#3a2f22');
  s += rrect(370, 346, 18, 40, 9, trim);
  s += circle(379, 360, 3.5, '#3a2f22');
  s += rect(377.5, 360, 3, 12, '#3a2f22');
  s += rrect(330, 306, 58, 13, 6.5, trim);
  s += rrect(334, 307, 50, 4, 2, tint(trim, 0.4));
  return s;
}

function doorHandle(): string {
  const { base, dark, light, deep } = METAL;
  let s = shadow(320, 505, 170, 14, 0.08);
  // door plate behind to anchor the composition
  s += rrect(150, 110, 300, 380, 18, '#ffffff', 'opacity="0.55"');
  // rosette
  s += circle(240, 250, 64, dark);
  s += circle(240, 250, 56, base);
  s += pathD(
    'M196,226 A50,50 0 0 1 276,212',
    'none',
    `stroke="${light}" stroke-width="8" stroke-linecap="round"`,
  );
  // lever
  s += pathD('M236,228 L430,224 Q482,224 482,250 Q482,276 430,276 L236,272 Z', deep);
  s += pathD('M236,224 L428,220 Q476,220 476,246 Q476,270 428,270 L236,266 Z', base);
  s += pathD(
    'M246,230 L428,227 Q462,228 466,240',
    'none',
    `stroke="${light}" stroke-width="7" stroke-linecap="round"`,
  );
  s += circle(240, 246, 26, dark);
  s += circle(240, 246, 20, tint(base, 0.2));
  // escutcheon with keyhole
  s += circle(240, 410, 40, dark);
  s += circle(240, 410, 33, base);
  s += pathD(
    'M212,394 A30,30 0 0 1 262,390',
    'none',
    `stroke="${light}" stroke-width="5" stroke-linecap="round"`,
  );
  s += circle(240, 402, 8, '#3a3f46');
  s += poly(
    [
      [235, 404],
      [245, 404],
      [248, 428],
      [232, 428],
    ],
    '#3a3f46',
  );
  return s;
}

const BAG_COLOURS = {
  grey: { body: '#e6e2da', band: '#6d7680' },
  blue: { body: '#f3f5f8', band: '#2f6db5' },
  green: { body: '#f3f5f1', band: '#3a9557' },
  orange: { body: '#f5f1ea', band: '#e07a2c' },
  yellow: { body: '#f6f3e8', band: '#e2ad25' },
} as const;

function bag(variant: keyof typeof BAG_COLOURS): string {
  const { body, band } = BAG_COLOURS[variant];
  const xl = (y: number): number => 188 - (18 * (y - 130)) / 350;
  const xr = (y: number): number => 600 - xl(y);
  let s = shadow(300, 488, 150, 16);
  s += pathD('M188,130 Q300,120 412,130 L430,480 Q300,494 170,480 Z', body);
  // side folds
  s += pathD(`M188,130 L170,480 Q186,482 206,484 L214,131 Z`, shade(body, 0.07));
  s += pathD(`M412,130 L430,480 Q414,482 394,484 L386,131 Z`, shade(body, 0.1));
  // band with label
  s += poly(
    [
      [xl(228), 228],
      [xr(228), 228],
      [xr(372), 372],
      [xl(372), 372],
    ],
    band,
  );
  s += poly(
    [
      [xl(228), 228],
      [xr(228), 228],
      [xr(236), 236],
      [xl(236), 236],
    ],
    shade(band, 0.15),
  );
  s += rrect(232, 258, 136, 84, 12, '#ffffff');
  s += circle(266, 300, 21, band);
  s += pathD(
    'M256,300 l7,8 l14,-16',
    'none',
    'stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"',
  );
  s += rrect(296, 284, 56, 10, 5, '#3d4650');
  s += rrect(296, 302, 44, 8, 4, '#aab2bb');
  s += rrect(296, 316, 32, 8, 4, '#aab2bb');
  // bottom stripe
  s += poly(
    [
      [xl(420), 420],
      [xr(420), 420],
      [xr(430), 430],
      [xl(430), 430],
    ],
    band,
    'opacity="0.55"',
  );
  // crimped top seam
  let zig = 'M188,130';
  for (let x = 188, i = 0; x < 412; x += 14, i++)
    zig += ` L${x + 7},${i % 2 === 0 ? 112 : 116} L${x + 14},122`;
  s += pathD(`${zig} L412,130 Q300,120 188,130 Z`, shade(body, 0.12));
  s += pathD(
    'M196,146 Q300,137 404,146',
    'none',
    `stroke="${shade(body, 0.2)}" stroke-width="3" stroke-dasharray="8 6"`,
  );
  // soft creases
  s += pathD(
    'M236,160 Q250,200 240,222',
    'none',
    `stroke="${shade(body, 0.1)}" stroke-width="3" opacity="0.7" stroke-linecap="round"`,
  );
  s += pathD(
    'M360,392 Q372,430 356,462',
    'none',
    `stroke="${shade(body, 0.1)}" stroke-width="3" opacity="0.7" stroke-linecap="round"`,
  );
  return s;
}

const PAINT_COLOURS = {
  white: { paint: '#f4f4f1', label: '#2f6db5' },
  blue: { paint: '#3b78c3', label: '#3b78c3' },
  terracotta: { paint: '#c5603e', label: '#c5603e' },
} as const;

function paintCan(variant: keyof typeof PAINT_COLOURS): string {
  const { paint, label } = PAINT_COLOURS[variant];
  const metal = '#d4d9df';
  let s = shadow(300, 470, 140, 18);
  // wire handle behind
  s += pathD(
    'M196,212 C196,96 404,96 404,212',
    'none',
    `stroke="${METAL.dark}" stroke-width="7" stroke-linecap="round"`,
  );
  // body
  s += pathD('M190,196 L190,452 A110,24 0 0 0 410,452 L410,196 Z', metal);
  s += pathD('M190,196 L190,452 A110,24 0 0 0 222,469 L222,212 Z', shade(metal, 0.1));
  s += pathD('M380,212 L380,472 A110,24 0 0 0 410,452 L410,196 Z', shade(metal, 0.16));
  // label
  s += pathD(
    'M190,262 A110,24 0 0 0 410,262 L410,404 A110,24 0 0 1 190,404 Z',
    variant === 'white' ? '#ffffff' : label,
  );
  s += pathD(
    'M190,352 C250,326 300,392 410,350 L410,404 A110,24 0 0 1 190,404 Z',
    variant === 'white' ? label : shade(label, 0.18),
  );
  s += rrect(240, 300, 120, 36, 10, '#ffffff', 'opacity="0.92"');
  s += circle(262, 318, 10, variant === 'white' ? label : paint);
  s += rrect(280, 310, 62, 8, 4, '#3d4650');
  s += rrect(280, 323, 42, 6, 3, '#aab2bb');
  // lid and rim
  s += ellipse(300, 196, 110, 24, tint(metal, 0.3));
  s += ellipse(300, 196, 98, 19, shade(metal, 0.12));
  s += ellipse(300, 198, 90, 15, tint(metal, 0.15));
  // paint drip on the rim
  s += pathD('M236,214 Q236,236 246,240 Q256,236 256,216 Z', paint, 'opacity="0.95"');
  s += circle(196, 214, 7, METAL.deep);
  s += circle(404, 214, 7, METAL.deep);
  return s;
}

function metalTile(base: string, doc: Doc): string {
  const clip = doc.id('mt');
  const x0 = 130;
  const y0 = 118;
  const w = 340;
  const rows = 4;
  const rowH = 88;
  const cols = 6;
  const cw = w / cols;
  let tiles = '';
  for (let r = rows - 1; r >= 0; r--) {
    const y = y0 + r * rowH;
    tiles += rect(x0, y, w, rowH + 8, shade(base, 0.25));
    for (let c = 0; c < cols; c++) {
      const x = x0 + c * cw;
      tiles += pathD(
        `M${n(x)},${y} L${n(x + cw)},${y} L${n(x + cw)},${y + rowH - 16} Q${n(x + cw / 2)},${y + rowH + 8} ${n(x)},${y + rowH - 16} Z`,
        base,
      );
      tiles += pathD(
        `M${n(x + 5)},${y + 4} L${n(x + cw * 0.42)},${y + 4} L${n(x + cw * 0.42)},${y + rowH - 6} Q${n(x + 14)},${y + rowH - 6} ${n(x + 5)},${y + rowH - 20} Z`,
        tint(base, 0.16),
      );
      tiles += pathD(
        `M${n(x + cw * 0.75)},${y + 4} L${n(x + cw)},${y + 4} L${n(x + cw)},${y + rowH - 16} Q${n(x + cw * 0.9)},${y + rowH - 4} ${n(x + cw * 0.75)},${y + rowH - 2} Z`,
        shade(base, 0.14),
      );
    }
    tiles += rect(x0, y, w, 7, tint(base, 0.25));
  }
  let s = shadow(300, 498, 180, 14);
  s += `<clipPath id="${clip}"><rect x="${x0}" y="${y0}" width="${w}" height="${rows * rowH + 12}" rx="6"/></clipPath>`;
  s += `<g clip-path="url(#${clip})">${tiles}</g>`;
  s += rect(x0 + w - 3, y0, 3, rows * rowH + 12, shade(base, 0.35));
  return s;
}

function profnastil(base: string): string {
  const period = 56;
  const lift = 12;
  /** A corrugated sheet seen slightly from above: the ribs sit `lift` px higher than the valleys. */
  const sheet = (x0: number, y0: number, w: number, h: number, tone: number): string => {
    const rib = tint(base, 0.22 - tone);
    const ribEdge = tint(base, 0.45 - tone);
    const slopeL = shade(base, 0.04 + tone);
    const valley = shade(base, 0.1 + tone);
    const slopeR = shade(base, 0.26 + tone);
    let s = '';
    for (let x = x0; x < x0 + w - 1; x += period) {
      // valley, left slope, rib top, right slope
      s += rect(x, y0, 20, h, valley);
      s += poly(
        [
          [x + 20, y0],
          [x + 28, y0 - lift],
          [x + 28, y0 + h - lift],
          [x + 20, y0 + h],
        ],
        slopeL,
      );
      s += rect(x + 28, y0 - lift, 18, h, rib);
      s += rect(x + 30, y0 - lift, 4, h, ribEdge, 'opacity="0.8"');
      s += poly(
        [
          [x + 46, y0 - lift],
          [x + 54, y0],
          [x + 54, y0 + h],
          [x + 46, y0 + h - lift],
        ],
        slopeR,
      );
      s += rect(x + 54, y0, 2, h, valley);
    }
    // cut edge at the bottom follows the profile
    let edge = `M${x0},${y0 + h}`;
    for (let x = x0; x < x0 + w - 1; x += period) {
      edge += ` L${x + 20},${y0 + h} L${x + 28},${y0 + h - lift} L${x + 46},${y0 + h - lift} L${x + 54},${y0 + h} L${x + period},${y0 + h}`;
    }
    const back = edge.replace(/M[^L]+/, '').trim();
    s += pathD(
      `${edge} L${x0 + w},${y0 + h + 5} ${back
        .split(' L')
        .reverse()
        .map((pt) => `L${pt.split(',')[0]},${Number(pt.split(',')[1]) + 5}`)
        .join(' ')} Z`,
      shade(base, 0.42 + tone),
    );
    return s;
  };
  let s = shadow(300, 486, 190, 14);
  s += sheet(186, 104, 280, 340, 0.12);
  s += sheet(130, 140, 280, 340, 0);
  return s;
}

function shingles(base: string, doc: Doc): string {
  const clip = doc.id('sh');
  const rng = new Rng(7);
  const x0 = 140;
  const y0 = 120;
  const w = 320;
  const h = 350;
  const rowH = 58;
  const tw = 64;
  let tiles = rect(x0, y0, w, h, shade(base, 0.45));
  for (let r = 6; r >= 0; r--) {
    const y = y0 + r * rowH - 20;
    const offset = r % 2 === 0 ? 0 : -tw / 2;
    for (let x = x0 + offset; x < x0 + w; x += tw) {
      const tone = rng.float() * 0.22 - 0.08;
      const fill = tone > 0 ? shade(base, tone) : tint(base, -tone);
      tiles += pathD(
        `M${x + 2},${y} L${x + tw - 2},${y} L${x + tw - 2},${y + rowH + 4} L${x + tw / 2},${y + rowH + 18} L${x + 2},${y + rowH + 4} Z`,
        fill,
      );
      tiles += rect(x + 2, y, tw - 4, 5, tint(fill, 0.12));
    }
  }
  let s = shadow(300, 496, 175, 14);
  s += `<clipPath id="${clip}"><rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="10"/></clipPath>`;
  s += `<g clip-path="url(#${clip})">${tiles}</g>`;
  s += rrect(x0, y0, w, h, 10, 'none', `stroke="${shade(base, 0.35)}" stroke-width="3"`);
  return s;
}

function gutter(base: string): string {
  const light = tint(base, 0.25);
  const dark = shade(base, 0.25);
  let s = shadow(310, 498, 160, 13);
  // brackets
  for (const x of [170, 420])
    s += pathD(
      `M${x},150 L${x + 12},150 L${x + 12},206 Q${x + 12},226 ${x - 8},226 L${x - 8},214 Q${x},214 ${x},204 Z`,
      METAL.dark,
    );
  // gutter
  s += pathD('M110,168 L490,168 L490,196 Q490,230 456,230 L144,230 Q110,230 110,196 Z', base);
  s += pathD(
    'M110,196 Q110,230 144,230 L456,230 Q490,230 490,196 L490,212 Q488,236 456,236 L144,236 Q112,236 110,212 Z',
    dark,
  );
  s += rrect(104, 160, 392, 14, 7, light);
  s += ellipse(110, 198, 10, 34, shade(base, 0.1));
  s += rect(140, 188, 320, 8, tint(base, 0.12), 'opacity="0.8"');
  // outlet funnel and downpipe
  s += poly(
    [
      [276, 234],
      [344, 234],
      [332, 268],
      [288, 268],
    ],
    shade(base, 0.1),
  );
  s += rect(288, 266, 44, 150, base);
  s += rect(288, 266, 12, 150, light, 'opacity="0.6"');
  s += rect(322, 266, 10, 150, dark, 'opacity="0.6"');
  s += rect(282, 300, 56, 10, shade(base, 0.18));
  s += rect(282, 380, 56, 10, shade(base, 0.18));
  // elbow
  s += pathD(
    'M288,414 L332,414 L332,426 Q332,452 360,466 L382,478 L364,500 L338,486 Q288,462 288,426 Z',
    base,
  );
  s += pathD(
    'M288,414 L300,414 L300,426 Q300,456 344,482 L338,490 Q288,462 288,426 Z',
    light,
    'opacity="0.6"',
  );
  return s;
}

function wool(): string {
  const wool = '#e8cd6a';
  const film = '#ffffff';
  const band = '#2e8b57';
  const x = 150;
  const y = 470;
  const w = 270;
  const h = 240;
  const dx = 90;
  const dy = -66;
  let s = shadow(320, 478, 190, 16);
  s += box(x, y, w, h, dx, dy, { front: wool, top: tint(wool, 0.25), side: shade(wool, 0.14) });
  // slab layers and fibres
  for (let i = 1; i < 4; i++) {
    const ly = y - (h * i) / 4;
    s += line(x, ly, x + w, ly, shade(wool, 0.22), 3);
    s += line(x + w, ly, x + w + dx, ly + dy, shade(wool, 0.3), 3);
  }
  const rng = new Rng(11);
  for (let i = 0; i < 46; i++) {
    const fx = x + 12 + rng.float() * (w - 40);
    const fy = y - h + 10 + rng.float() * (h - 24);
    s += pathD(
      `M${n(fx)},${n(fy)} q8,-5 16,0 t16,0`,
      'none',
      `stroke="${shade(wool, 0.16)}" stroke-width="2" opacity="0.55"`,
    );
  }
  // film wrap with a brand band
  s += rect(x, y - h, w, h, film, 'opacity="0.18"');
  s += rect(x, y - 150, w, 64, band);
  s += poly(
    [
      [x + w, y - 150],
      [x + w + dx, y - 150 + dy],
      [x + w + dx, y - 86 + dy],
      [x + w, y - 86],
    ],
    shade(band, 0.2),
  );
  s += rrect(x + 26, y - 138, 112, 40, 8, '#ffffff');
  s += rrect(x + 40, y - 126, 60, 8, 4, band);
  s += rrect(x + 40, y - 112, 40, 6, 3, '#9aa3ad');
  s += circle(x + 200, y - 118, 18, '#ffffff', 'opacity="0.9"');
  s += circle(x + 200, y - 118, 10, band);
  // film highlight
  s += poly(
    [
      [x + 18, y - h + 10],
      [x + 60, y - h + 10],
      [x + 18, y - h + 70],
    ],
    '#ffffff',
    'opacity="0.35"',
  );
  return s;
}

function foam(variant: 'white' | 'orange'): string {
  const base = variant === 'white' ? '#f7f7f3' : '#f08a3c';
  const x = 140;
  const w = 290;
  const h = 40;
  const dx = 100;
  const dy = -70;
  let s = shadow(330, 476, 200, 16);
  const rng = new Rng(5);
  for (let i = 0; i < 5; i++) {
    const y = 470 - i * (h + 2);
    s += box(x, y, w, h, dx, dy, {
      front: base,
      top: tint(base, variant === 'white' ? 0.5 : 0.18),
      side: shade(base, variant === 'white' ? 0.1 : 0.14),
    });
    s += rect(x, y - 2, w, 2, shade(base, variant === 'white' ? 0.18 : 0.25));
    if (variant === 'white') {
      for (let k = 0; k < 22; k++)
        s += circle(x + 8 + rng.float() * (w - 16), y - h + 6 + rng.float() * (h - 12), 2.2, '#d9dde2');
    }
  }
  if (variant === 'white') {
    s += pathD(
      `M${x},470 L${x},${470 - 5 * (h + 2)} L${x + dx},${470 - 5 * (h + 2) + dy} L${x + w + dx},${470 - 5 * (h + 2) + dy}`,
      'none',
      'stroke="#cfd5dc" stroke-width="2"',
    );
  } else {
    // printed band on the top slab
    const yTop = 470 - 4 * (h + 2) - h;
    const a = onTop(x, yTop, w, dx, dy, 0.15, 0.35);
    const b = onTop(x, yTop, w, dx, dy, 0.85, 0.35);
    const c = onTop(x, yTop, w, dx, dy, 0.85, 0.6);
    const d = onTop(x, yTop, w, dx, dy, 0.15, 0.6);
    s += poly([a, b, c, d], '#ffffff', 'opacity="0.85"');
    s += poly(
      [
        onTop(x, yTop, w, dx, dy, 0.2, 0.42),
        onTop(x, yTop, w, dx, dy, 0.55, 0.42),
        onTop(x, yTop, w, dx, dy, 0.55, 0.52),
        onTop(x, yTop, w, dx, dy, 0.2, 0.52),
      ],
      '#1f4e8c',
    );
  }
  return s;
}

function filmRoll(): string {
  const film = '#9cc4df';
  let s = shadow(300, 452, 190, 16);
  // unrolled sheet
  s += pathD('M150,380 L420,380 L470,440 L110,440 Z', tint(film, 0.35), 'opacity="0.9"');
  s += pathD('M110,440 L470,440', 'none', `stroke="${shade(film, 0.15)}" stroke-width="3"`);
  // roll body: the far end is hidden, only its rounded silhouette shows
  s += ellipse(150, 300, 34, 80, film);
  s += pathD('M150,220 A34,80 0 0 0 116,300 L150,300 Z', tint(film, 0.4), 'opacity="0.8"');
  s += rect(150, 220, 270, 160, film);
  s += rect(150, 232, 270, 26, tint(film, 0.4), 'opacity="0.8"');
  s += rect(150, 340, 270, 40, shade(film, 0.12));
  // label band
  s += rect(250, 220, 70, 160, '#ffffff', 'opacity="0.92"');
  s += rect(262, 260, 46, 10, '#1f6fb2');
  s += rect(262, 280, 34, 8, '#9aa3ad');
  s += rect(262, 296, 40, 8, '#9aa3ad');
  // end with rings and cardboard core
  s += ellipse(420, 300, 34, 80, tint(film, 0.2));
  for (const k of [0.85, 0.7, 0.55])
    s += ellipse(420, 300, 34 * k, 80 * k, 'none', `stroke="${shade(film, 0.12)}" stroke-width="2"`);
  s += ellipse(420, 300, 13, 30, '#c9a878');
  s += ellipse(420, 300, 8, 21, '#6f5a42');
  return s;
}

function boardStack(
  top: string,
  edge: string,
  count: number,
  thickness: number,
  decorate: (x: number, yTop: number, w: number, dx: number, dy: number) => string,
  layers?: string,
): string {
  const x = 120;
  const w = 300;
  const dx = 120;
  const dy = -150;
  const bottom = 470;
  let s = shadow(330, 478, 215, 18);
  for (let i = 0; i < count; i++) {
    const y = bottom - i * thickness;
    s += box(x, y, w, thickness, dx, dy, { front: edge, top, side: shade(edge, 0.12) });
    s += line(x, y, x + w, y, shade(edge, 0.25), 1.5);
    s += line(x + w, y, x + w + dx, y + dy, shade(edge, 0.3), 1.5);
    if (layers) {
      for (let k = 1; k < 4; k++) {
        const ly = y - (thickness * k) / 4;
        s += line(x, ly, x + w, ly, layers, 1.2, 'opacity="0.6"');
        s += line(x + w, ly, x + w + dx, ly + dy, layers, 1.2, 'opacity="0.6"');
      }
    }
  }
  const yTop = bottom - count * thickness;
  s += decorate(x, yTop, w, dx, dy);
  return s;
}

function gkl(variant: 'grey' | 'green'): string {
  const top = variant === 'grey' ? '#dfe2e6' : '#b5d3a8';
  const print = variant === 'grey' ? '#2f6db5' : '#2f7d46';
  return boardStack(top, '#f1efe9', 6, 16, (x, yTop, w, dx, dy) => {
    let s = '';
    for (const v of [0.18, 0.82]) {
      const a = onTop(x, yTop, w, dx, dy, 0.04, v);
      const b = onTop(x, yTop, w, dx, dy, 0.96, v);
      s += line(a[0], a[1], b[0], b[1], print, 3, 'opacity="0.8"');
    }
    for (let k = 0; k < 4; k++) {
      const u = 0.12 + k * 0.22;
      s += poly(
        [
          onTop(x, yTop, w, dx, dy, u, 0.24),
          onTop(x, yTop, w, dx, dy, u + 0.12, 0.24),
          onTop(x, yTop, w, dx, dy, u + 0.12, 0.3),
          onTop(x, yTop, w, dx, dy, u, 0.3),
        ],
        print,
        'opacity="0.7"',
      );
    }
    return s;
  });
}

function osb(doc: Doc): string {
  const base = '#d8ae76';
  return boardStack(base, '#c99c62', 5, 18, (x, yTop, w, dx, dy) => {
    const clip = doc.id('osb');
    const rng = new Rng(3);
    const corners = [
      onTop(x, yTop, w, dx, dy, 0, 0),
      onTop(x, yTop, w, dx, dy, 1, 0),
      onTop(x, yTop, w, dx, dy, 1, 1),
      onTop(x, yTop, w, dx, dy, 0, 1),
    ];
    let strands = '';
    const tones = ['#c4965d', '#e6c38f', '#b98a52', '#d2a46b', '#efd1a0'];
    for (let i = 0; i < 170; i++) {
      const [px, py] = onTop(x, yTop, w, dx, dy, rng.float() * 1.05 - 0.02, rng.float() * 1.05 - 0.02);
      const angle = rng.int(-40, 40) + (rng.chance(0.5) ? 0 : 90);
      strands += rrect(
        px - 16,
        py - 4,
        32,
        8,
        3,
        rng.pick(tones),
        `transform="rotate(${angle} ${n(px)} ${n(py)})" opacity="0.9"`,
      );
    }
    return `<clipPath id="${clip}">${poly(corners, '#000')}</clipPath><g clip-path="url(#${clip})">${strands}</g>`;
  });
}

function plywood(): string {
  const base = '#ebd2a6';
  return boardStack(
    base,
    '#e2c290',
    6,
    15,
    (x, yTop, w, dx, dy) => {
      let s = '';
      for (let k = 0; k < 7; k++) {
        const v = 0.1 + k * 0.13;
        const a = onTop(x, yTop, w, dx, dy, 0.02, v);
        const b = onTop(x, yTop, w, dx, dy, 0.5, v + 0.04);
        const c = onTop(x, yTop, w, dx, dy, 0.98, v - 0.02);
        s += pathD(
          `M${n(a[0])},${n(a[1])} Q${n(b[0])},${n(b[1])} ${n(c[0])},${n(c[1])}`,
          'none',
          `stroke="${shade(base, 0.12)}" stroke-width="2" opacity="0.7"`,
        );
      }
      s += pathD(
        `M${n(onTop(x, yTop, w, dx, dy, 0.6, 0.45)[0])},${n(onTop(x, yTop, w, dx, dy, 0.6, 0.45)[1])} a14,7 0 1 0 28,0 a14,7 0 1 0 -28,0`,
        'none',
        `stroke="${shade(base, 0.2)}" stroke-width="2"`,
      );
      return s;
    },
    '#b98f5a',
  );
}

function endGrain(x: number, y: number, w: number, h: number, face: string, doc: Doc): string {
  const clip = doc.id('eg');
  const cx = x + w * 0.35;
  const cy = y + h * 1.15;
  let rings = rect(x, y, w, h, face);
  for (let r = 12; r < Math.max(w, h) * 1.6; r += 9)
    rings += circle(cx, cy, r, 'none', `stroke="${shade(face, 0.16)}" stroke-width="1.6" opacity="0.8"`);
  return (
    `<clipPath id="${clip}"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath><g clip-path="url(#${clip})">${rings}</g>` +
    rect(x, y, w, h, 'none', `stroke="${shade(face, 0.25)}" stroke-width="1.5"`)
  );
}

function lumberStack(rows: readonly (readonly number[])[], w: number, h: number, doc: Doc): string {
  const face = '#e9c286';
  const top = '#efd19d';
  const side = '#cfa061';
  const dx = 150;
  const dy = -105;
  const totalW = Math.max(...rows.map((r) => r.length)) * w;
  const x0 = 300 - (totalW + dx) / 2;
  const bottom = 455;
  let s = shadow(300 + 10, bottom + 10, totalW / 2 + 110, 16);
  rows.forEach((row, ri) => {
    const y = bottom - ri * h;
    row.forEach((offset) => {
      const x = x0 + offset * w;
      s += poly(
        [
          [x, y - h],
          [x + w, y - h],
          [x + w + dx, y - h + dy],
          [x + dx, y - h + dy],
        ],
        top,
      );
      s += poly(
        [
          [x + w, y],
          [x + w, y - h],
          [x + w + dx, y - h + dy],
          [x + w + dx, y + dy],
        ],
        side,
      );
      s += line(x + 10, y - h - 4, x + dx - 10, y - h + dy + 4, shade(top, 0.1), 2, 'opacity="0.8"');
      s += endGrain(x, y - h, w, h, face, doc);
    });
  });
  return s;
}

function planks(doc: Doc): string {
  return lumberStack([[0, 1, 2], [0.5, 1.5], [1]], 104, 40, doc);
}

function beams(doc: Doc): string {
  return lumberStack([[0, 1], [0.5]], 118, 118, doc);
}

function drill(body: string): string {
  const black = '#2c3037';
  const dark = shade(body, 0.22);
  let s = shadow(290, 470, 150, 14);
  // bit and chuck
  s += rect(62, 206, 50, 14, '#b7bec6');
  s += poly(
    [
      [62, 206],
      [46, 213],
      [62, 220],
    ],
    '#b7bec6',
  );
  for (let x = 70; x < 110; x += 10) s += line(x, 206, x + 6, 220, '#8a929b', 2);
  s += pathD('M108,192 L150,184 L150,242 L108,234 Z', black);
  s += rect(118, 190, 6, 46, '#454a52');
  s += rect(132, 187, 6, 52, '#454a52');
  // gearbox ring
  s += rrect(146, 176, 34, 74, 8, '#50565e');
  // motor housing
  s += rrect(170, 164, 240, 100, 46, body);
  s += rrect(190, 172, 180, 20, 10, tint(body, 0.28), 'opacity="0.8"');
  s += rrect(340, 164, 70, 100, 40, dark);
  for (let i = 0; i < 4; i++) s += rrect(352 + i * 12, 196, 6, 36, 3, shade(body, 0.45));
  // handle with grip
  s += pathD('M262,250 L338,250 L356,404 L282,404 Z', body);
  s += pathD('M276,262 L334,262 L348,394 L292,394 Z', black);
  s += rrect(246, 270, 22, 44, 8, black);
  // battery pack
  s += rrect(236, 396, 170, 62, 12, black);
  s += rrect(244, 404, 154, 40, 8, dark);
  s += rrect(256, 412, 44, 8, 4, tint(body, 0.3));
  return s;
}

function grinder(body: string): string {
  const black = '#2c3037';
  let s = shadow(300, 440, 190, 14);
  // disc (edge-on from above) and guard
  s += ellipse(170, 338, 112, 22, '#3b3f45');
  s += ellipse(170, 334, 112, 20, '#5a6068');
  s += ellipse(170, 334, 30, 6, '#c9cfd6');
  s += pathD('M58,334 A112,20 0 0 1 282,334 L282,322 A112,22 0 0 0 58,322 Z', '#9aa2ab');
  s += pathD('M70,320 A100,18 0 0 1 270,320', 'none', 'stroke="#c3c9cf" stroke-width="5"');
  // gear head
  s += rrect(130, 236, 90, 90, 18, '#7b838c');
  s += rrect(140, 244, 70, 20, 8, '#a3abb3');
  s += rrect(160, 312, 24, 22, 4, '#6b737c');
  // side handle
  s += rrect(150, 150, 26, 96, 12, black);
  // body
  s += rrect(206, 240, 270, 82, 38, body);
  s += rrect(226, 248, 200, 16, 8, tint(body, 0.3), 'opacity="0.8"');
  s += rrect(380, 240, 96, 82, 38, black);
  for (let i = 0; i < 4; i++) s += rrect(300 + i * 14, 274, 7, 34, 3, shade(body, 0.4));
  s += rrect(262, 226, 56, 16, 6, black);
  s += rrect(470, 270, 40, 22, 8, '#454a52');
  return s;
}

function spatula(): string {
  const steel = '#c7ced6';
  const handle = '#f2b632';
  /** Handle up, blade down; `half` is half the blade width at its edge, `len` the blade length. */
  const tool = (half: number, len: number): string =>
    pathD(`M-34,16 L34,16 L${half},${len} L${-half},${len} Z`, steel) +
    pathD(`M-34,16 L-10,16 L${-half * 0.55},${len} L${-half},${len} Z`, tint(steel, 0.4), 'opacity="0.7"') +
    rect(-half, len - 6, half * 2, 6, shade(steel, 0.25)) +
    pathD('M-10,-8 L10,-8 L14,24 L-14,24 Z', '#8f98a2') +
    rrect(-20, -150, 40, 146, 16, handle) +
    rrect(-20, -150, 40, 30, 14, '#2c3037') +
    rrect(-12, -116, 8, 100, 4, tint(handle, 0.35), 'opacity="0.8"');
  let s = shadow(300, 480, 185, 14);
  s += group(tool(58, 120), 'translate(455 318) rotate(14) scale(0.85)');
  s += group(tool(140, 170), 'translate(270 290) rotate(-8)');
  return s;
}

function hammer(): string {
  const steel = '#7f8891';
  let s = shadow(300, 476, 170, 14);
  const handle =
    rrect(-22, -10, 44, 330, 20, '#2c3037') +
    rrect(-22, -10, 44, 150, 18, '#e5582f') +
    rrect(-12, 10, 8, 120, 4, tint('#e5582f', 0.35), 'opacity="0.8"') +
    rrect(-10, 160, 6, 140, 3, '#4a4f57');
  const head =
    // claw (left), body, neck and striking face (right)
    pathD('M-40,-42 L-90,-52 Q-140,-50 -170,-8 Q-130,-30 -96,-22 L-40,-8 Z', steel) +
    pathD('M-40,-42 L-90,-52 Q-140,-50 -170,-8 Q-136,-40 -92,-40 L-40,-30 Z', tint(steel, 0.3)) +
    rrect(-44, -46, 96, 62, 10, steel) +
    rect(-40, -42, 88, 12, tint(steel, 0.35)) +
    rect(52, -36, 34, 42, shade(steel, 0.1)) +
    rrect(84, -50, 30, 70, 8, shade(steel, 0.2)) +
    rect(88, -46, 8, 62, tint(steel, 0.25));
  s += group(handle + head, 'translate(312 150) rotate(24)');
  return s;
}

function measure(): string {
  const yellow = '#f2c230';
  let s = shadow(300, 470, 190, 14);
  // spirit level
  s += rrect(90, 392, 420, 56, 8, '#d3d9df');
  s += rect(90, 398, 420, 8, '#eef1f4');
  s += rrect(90, 392, 36, 56, 8, '#2c3037');
  s += rrect(474, 392, 36, 56, 8, '#2c3037');
  s += rrect(266, 402, 68, 36, 6, '#3d4650');
  s += rrect(272, 408, 56, 24, 12, '#a6dc79');
  s += circle(300, 420, 7, '#eaf6d9');
  s += line(288, 408, 288, 432, '#3d4650', 2) + line(312, 408, 312, 432, '#3d4650', 2);
  // tape measure
  s += rect(150, 330, 190, 30, yellow);
  for (let x = 160; x < 340; x += 10) s += line(x, 330, x, x % 50 === 10 ? 346 : 338, '#3d4650', 2);
  s += rect(140, 322, 12, 46, '#6b747e');
  s += rrect(300, 170, 190, 190, 40, yellow);
  s += rrect(300, 170, 190, 190, 40, 'none', 'stroke="#2c3037" stroke-width="14"');
  s += circle(395, 262, 56, '#2c3037');
  s += circle(395, 262, 42, tint(yellow, 0.2));
  s += circle(395, 262, 12, '#2c3037');
  s += rrect(320, 190, 60, 16, 8, '#ffffff', 'opacity="0.45"');
  s += rrect(300, 300, 60, 44, 10, '#2c3037');
  return s;
}

function disc(): string {
  const red = '#d8433a';
  let s = shadow(300, 480, 190, 14);
  // drill bits
  const bit = (len: number): string => {
    let b =
      rect(0, -9, 70, 18, '#8f98a2') +
      rect(70, -8, len, 16, '#b7bec6') +
      poly(
        [
          [70 + len, -8],
          [90 + len, 0],
          [70 + len, 8],
        ],
        '#b7bec6',
      );
    for (let x = 78; x < 64 + len; x += 16)
      b += pathD(`M${x},-8 L${x + 10},8`, 'none', 'stroke="#7b848d" stroke-width="4"');
    return b;
  };
  s += group(bit(190), 'translate(270 440) rotate(-24)');
  s += group(bit(150), 'translate(320 468) rotate(-8)');
  // cutting disc
  s += circle(272, 262, 160, '#2f3338');
  s += circle(272, 262, 150, '#3b3f45');
  for (let k = 0; k < 8; k++)
    s += line(
      272,
      262,
      272 + 150 * Math.cos((k * Math.PI) / 8),
      262 + 150 * Math.sin((k * Math.PI) / 8),
      '#454a51',
      2,
    );
  for (let k = 0; k < 8; k++)
    s += line(
      272,
      262,
      272 - 150 * Math.cos((k * Math.PI) / 8),
      262 - 150 * Math.sin((k * Math.PI) / 8),
      '#454a51',
      2,
    );
  s += circle(272, 262, 92, red);
  s += pathD('M190,262 A82,82 0 0 1 354,262', 'none', 'stroke="#ffffff" stroke-width="10" opacity="0.85"');
  s += circle(272, 262, 40, '#c9cfd6');
  s += circle(272, 262, 22, '#eef1f4');
  s += circle(272, 262, 16, '#7b838c');
  return s;
}

function screw(metal: string, length: number): string {
  const light = tint(metal, 0.35);
  const dark = shade(metal, 0.3);
  let s = ellipse(0, -length / 2 - 20, 30, 9, dark);
  s += pathD(
    `M-30,${-length / 2 - 20} L30,${-length / 2 - 20} L8,${-length / 2 + 4} L-8,${-length / 2 + 4} Z`,
    metal,
  );
  s += ellipse(0, -length / 2 - 22, 28, 8, light);
  s +=
    line(-14, -length / 2 - 22, 14, -length / 2 - 22, dark, 4) +
    line(0, -length / 2 - 27, 0, -length / 2 - 17, dark, 4);
  s += rect(-8, -length / 2 + 2, 16, length, metal);
  s += rect(-8, -length / 2 + 2, 5, length, light, 'opacity="0.6"');
  let teeth = '';
  for (let y = -length / 2 + 12; y < length / 2 - 6; y += 13)
    teeth += pathD(`M-8,${y} L-15,${y + 5} L-8,${y + 9} M8,${y + 5} L15,${y + 10} L8,${y + 14}`, metal);
  s += teeth;
  for (let y = -length / 2 + 12; y < length / 2 - 6; y += 13)
    s += line(-8, y + 2, 8, y + 8, dark, 2, 'opacity="0.8"');
  s += poly(
    [
      [-8, length / 2 + 2],
      [8, length / 2 + 2],
      [0, length / 2 + 34],
    ],
    metal,
  );
  s += poly(
    [
      [-8, length / 2 + 2],
      [-3, length / 2 + 2],
      [0, length / 2 + 34],
    ],
    light,
    'opacity="0.6"',
  );
  return s;
}

function screws(variant: 'black' | 'zinc'): string {
  const metal = variant === 'black' ? '#454a52' : '#c6ccd3';
  let s = shadow(300, 470, 180, 14);
  s += group(screw(metal, 220), 'translate(220 280) rotate(-38)');
  s += group(screw(metal, 250), 'translate(330 270) rotate(22)');
  s += group(screw(metal, 180), 'translate(410 330) rotate(-70)');
  return s;
}

function dowel(): string {
  const plastic = '#b9c1ca';
  const dark = shade(plastic, 0.25);
  const d = (): string => {
    let s = rrect(-90, -22, 200, 44, 14, plastic);
    s += rrect(-104, -34, 20, 68, 6, dark);
    for (let x = -70; x < 90; x += 22)
      s +=
        poly(
          [
            [x, -22],
            [x + 14, -30],
            [x + 18, -22],
          ],
          plastic,
        ) +
        poly(
          [
            [x, 22],
            [x + 14, 30],
            [x + 18, 22],
          ],
          plastic,
        );
    s += rect(-10, -3, 120, 6, dark);
    s += rrect(-80, -16, 160, 8, 4, tint(plastic, 0.35), 'opacity="0.8"');
    return s;
  };
  let s = shadow(300, 470, 180, 14);
  s += group(d(), 'translate(300 236) rotate(-12)');
  s += group(d(), 'translate(250 366) rotate(-12) scale(0.85)');
  s += group(screw('#c6ccd3', 200), 'translate(420 396) rotate(-100) scale(0.75)');
  return s;
}

function nails(): string {
  const metal = '#bfc6ce';
  const nail = (len: number): string =>
    ellipse(0, -len / 2 - 6, 20, 6, shade(metal, 0.3)) +
    ellipse(0, -len / 2 - 8, 20, 6, tint(metal, 0.3)) +
    rect(-5, -len / 2 - 4, 10, len, metal) +
    rect(-5, -len / 2 - 4, 3, len, tint(metal, 0.5)) +
    poly(
      [
        [-5, len / 2 - 4],
        [5, len / 2 - 4],
        [0, len / 2 + 22],
      ],
      metal,
    );
  let s = shadow(300, 472, 180, 14);
  const rows = [
    [190, 280, 260, -52],
    [250, 300, 280, -46],
    [320, 290, 250, -58],
    [380, 310, 230, -40],
    [420, 250, 200, -64],
  ] as const;
  for (const [x, y, len, angle] of rows) s += group(nail(len), `translate(${x} ${y}) rotate(${angle})`);
  return s;
}

function anchor(): string {
  const steel = '#c6ccd3';
  const zinc = '#d9dee3';
  const dark = shade(steel, 0.3);
  const a = (): string => {
    let s = rect(-150, -9, 290, 18, steel);
    for (let x = -140; x < 0; x += 9) s += line(x, -9, x + 5, 9, dark, 2);
    s += rrect(-10, -24, 150, 48, 6, zinc);
    s += rect(40, -24, 6, 48, dark) + rect(90, -24, 6, 48, dark);
    s += rect(-10, -20, 150, 8, '#ffffff', 'opacity="0.5"');
    s += poly(
      [
        [140, -18],
        [170, -10],
        [170, 10],
        [140, 18],
      ],
      steel,
    );
    s += rrect(-112, -36, 14, 72, 4, shade(zinc, 0.1));
    s += poly(
      [
        [-170, -30],
        [-140, -30],
        [-130, -14],
        [-130, 14],
        [-140, 30],
        [-170, 30],
        [-180, 14],
        [-180, -14],
      ],
      '#9aa3ad',
    );
    s += rect(-176, -22, 40, 10, '#c3cad1', 'opacity="0.8"');
    return s;
  };
  let s = shadow(300, 470, 190, 14);
  s += group(a(), 'translate(300 262) rotate(-16)');
  s += group(a(), 'translate(310 392) rotate(-16) scale(0.8)');
  return s;
}

function pipes(variant: 'white' | 'grey'): string {
  const base = variant === 'white' ? '#f2f3f4' : '#9aa2ab';
  const stripe = variant === 'white' ? '#3f9b64' : '#7d858e';
  const pipe = (len: number, r: number): string =>
    rect(-len / 2, -r, len, 2 * r, base) +
    rect(-len / 2, -r, len, r * 0.5, tint(base, 0.5), 'opacity="0.7"') +
    rect(-len / 2, r * 0.45, len, r * 0.55, shade(base, 0.14)) +
    rect(-len / 2, -r * 0.1, len, 4, stripe, 'opacity="0.9"') +
    ellipse(-len / 2, 0, r * 0.35, r, shade(base, 0.1)) +
    ellipse(len / 2, 0, r * 0.35, r, shade(base, 0.06)) +
    ellipse(len / 2, 0, r * 0.26, r * 0.78, shade(base, 0.35));
  let s = shadow(300, 468, 200, 16);
  s += group(pipe(380, 36), 'translate(300 392) rotate(-14)');
  s += group(pipe(380, 36), 'translate(300 308) rotate(-14)');
  s += group(pipe(320, 36), 'translate(300 224) rotate(-14)');
  return s;
}

function faucet(): string {
  const { base, dark, light, deep } = METAL;
  let s = shadow(300, 478, 140, 14);
  s += ellipse(320, 466, 88, 18, dark);
  s += ellipse(320, 460, 84, 16, base);
  // spout
  s += pathD(
    'M300,300 C300,150 140,140 140,250',
    'none',
    `stroke="${deep}" stroke-width="40" stroke-linecap="round"`,
  );
  s += pathD(
    'M300,300 C300,150 140,140 140,250',
    'none',
    `stroke="${base}" stroke-width="32" stroke-linecap="round"`,
  );
  s += pathD(
    'M292,250 C282,178 190,164 158,210',
    'none',
    `stroke="${light}" stroke-width="8" stroke-linecap="round"`,
  );
  s += rrect(122, 246, 36, 26, 6, deep);
  s += rrect(124, 268, 32, 8, 3, '#4a5058');
  // body
  s += rrect(272, 280, 96, 186, 20, base);
  s += rrect(282, 290, 18, 160, 9, light);
  s += rect(348, 290, 14, 170, dark, 'opacity="0.7"');
  s += rrect(264, 262, 112, 30, 12, dark);
  // lever
  s += ellipse(320, 262, 44, 14, dark);
  s += group(
    rrect(-13, -118, 26, 124, 13, base) + rrect(-7, -108, 7, 96, 3.5, light),
    'translate(330 262) rotate(64)',
  );
  s += rrect(296, 240, 48, 26, 10, base);
  s += circle(306, 276, 5, '#d8433a') + circle(334, 276, 5, '#2f6db5');
  return s;
}

function toilet(): string {
  const white = '#ffffff';
  const edge = '#c4ccd6';
  const stroke = `stroke="${edge}" stroke-width="4"`;
  let s = shadow(300, 490, 150, 14);
  // tank
  s += rrect(330, 128, 100, 186, 12, white, stroke);
  s += rrect(320, 116, 120, 24, 8, white, stroke);
  s += circle(380, 112, 11, '#d7dde4', stroke);
  s += rect(410, 140, 14, 170, '#e9edf2');
  // bowl
  s += pathD(
    'M172,318 L404,318 L404,346 Q398,412 338,432 L332,484 L230,484 L240,432 Q178,410 172,346 Z',
    white,
    stroke,
  );
  s += pathD('M360,330 L400,330 Q396,400 338,428 L330,428 Q380,400 360,330 Z', '#e9edf2');
  s += pathD('M240,432 L338,432 L332,484 L230,484 Z', '#f3f5f8');
  // seat and lid
  s += rrect(160, 296, 254, 24, 10, white, stroke);
  s += rrect(166, 300, 150, 6, 3, '#eef2f6');
  return s;
}

function cable(): string {
  const c = '#2f3237';
  let s = shadow(290, 458, 200, 18);
  s += ellipse(280, 320, 190, 120, shade(c, 0.2));
  s += ellipse(280, 310, 190, 120, c);
  for (let k = 0; k < 7; k++) {
    s += ellipse(
      280,
      310 - k * 2,
      186 - k * 14,
      116 - k * 9,
      'none',
      `stroke="#4f555d" stroke-width="3" opacity="0.85"`,
    );
  }
  s += ellipse(280, 300, 92, 54, tint('#e3ecf5', 0.2));
  s += ellipse(280, 300, 92, 54, 'none', `stroke="${shade(c, 0.3)}" stroke-width="6"`);
  // free end with conductors
  s += pathD(
    'M430,380 C470,410 500,420 520,396',
    'none',
    `stroke="${c}" stroke-width="26" stroke-linecap="round"`,
  );
  const ends: readonly [string, number][] = [
    ['#9a5b2e', -14],
    ['#2f6db5', 0],
    ['#e6c220', 14],
  ];
  for (const [col, off] of ends) {
    s += pathD(
      `M520,${396 + off / 2} L548,${372 + off}`,
      'none',
      `stroke="${col}" stroke-width="9" stroke-linecap="round"`,
    );
    s += pathD(
      `M548,${372 + off} L562,${364 + off}`,
      'none',
      'stroke="#d9894a" stroke-width="5" stroke-linecap="round"',
    );
  }
  return s;
}

function socket(): string {
  const white = '#ffffff';
  const edge = '#cdd4dc';
  let s = shadow(300, 430, 220, 14);
  // socket plate
  s += rrect(100, 190, 190, 190, 30, white, `stroke="${edge}" stroke-width="4"`);
  s += circle(195, 285, 66, '#eef1f4', `stroke="${edge}" stroke-width="3"`);
  s += circle(168, 285, 9, '#3d4650') + circle(222, 285, 9, '#3d4650');
  s += rrect(187, 222, 16, 14, 3, '#c9cfd6') + rrect(187, 334, 16, 14, 3, '#c9cfd6');
  // switch plate
  s += rrect(310, 190, 190, 190, 30, white, `stroke="${edge}" stroke-width="4"`);
  s += rrect(340, 220, 130, 130, 18, '#f4f6f8', `stroke="${edge}" stroke-width="3"`);
  s += rrect(350, 230, 110, 56, 12, white);
  s += rrect(395, 330, 20, 6, 3, '#5fbf7a');
  return s;
}

function bulb(): string {
  const glass = '#fff3cc';
  let s = '';
  s += circle(300, 230, 190, '#ffe08a', 'opacity="0.18"');
  s += circle(300, 230, 140, '#ffe08a', 'opacity="0.25"');
  s += shadow(300, 488, 90, 12);
  s += pathD(
    'M300,90 C390,90 430,160 430,226 C430,290 372,320 360,372 L240,372 C228,320 170,290 170,226 C170,160 210,90 300,90 Z',
    glass,
  );
  s += pathD(
    'M300,90 C390,90 430,160 430,226 C430,290 372,320 360,372 L330,372 C340,320 400,290 400,226 C400,160 370,104 300,90 Z',
    '#f6dc92',
    'opacity="0.7"',
  );
  s += pathD(
    'M228,150 C246,122 276,112 300,112',
    'none',
    'stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.9"',
  );
  // LED filament plate
  s += rrect(264, 220, 72, 20, 8, '#ffcf4a', 'opacity="0.7"');
  // base
  s += rrect(236, 368, 128, 24, 6, '#e9ecef');
  for (let i = 0; i < 4; i++)
    s += rrect(244 + i * 2, 392 + i * 18, 112 - i * 4, 14, 6, i % 2 === 0 ? '#aab2bb' : '#c9cfd6');
  s += pathD('M270,462 L330,462 L316,486 L284,486 Z', '#4a5058');
  return s;
}

function bricks(variant: 'red' | 'white'): string {
  const front = variant === 'red' ? '#b9583f' : '#e7e2d8';
  const top = variant === 'red' ? '#cd6f56' : '#f6f3ec';
  const side = variant === 'red' ? '#9a4532' : '#cfc9bc';
  const w = 150;
  const h = 52;
  const dx = 54;
  const dy = -38;
  const rows = [[0, 1, 2], [0.5, 1.5], [1]];
  const x0 = 300 - (3 * w + dx) / 2;
  let s = shadow(300, 468, 240, 16);
  const rng = new Rng(variant === 'red' ? 21 : 22);
  rows.forEach((row, ri) => {
    const y = 460 - ri * h;
    for (const off of row) {
      const f = rng.float() * 0.08;
      s += box(x0 + off * w, y, w - 4, h - 3, dx, dy, {
        front: shade(front, f),
        top: shade(top, f),
        side: shade(side, f),
      });
      if (variant === 'red')
        s += rect(x0 + off * w + 10, y - h + 12, w - 24, 4, tint(front, 0.15), 'opacity="0.6"');
    }
  });
  return s;
}

function blocks(): string {
  const front = '#e9eae6';
  const top = '#f7f7f4';
  const side = '#d3d5cf';
  const rng = new Rng(31);
  const pores = (x: number, y: number, w: number, h: number): string => {
    let s = '';
    for (let i = 0; i < 40; i++)
      s += circle(
        x + 6 + rng.float() * (w - 12),
        y + 6 + rng.float() * (h - 12),
        1.8 + rng.float() * 1.5,
        '#c9ccc4',
        'opacity="0.8"',
      );
    return s;
  };
  let s = shadow(300, 470, 220, 16);
  s += box(130, 462, 280, 130, 110, -70, { front, top, side });
  s += pores(130, 332, 280, 130);
  s += rrect(300, 360, 76, 22, 11, shade(front, 0.12));
  s += box(190, 332, 200, 100, 80, -50, { front, top, side });
  s += pores(190, 232, 200, 100);
  s += rrect(300, 254, 60, 18, 9, shade(front, 0.12));
  return s;
}

function laminate(variant: 'oak' | 'walnut'): string {
  const base = variant === 'oak' ? '#d9b07b' : '#7b5236';
  const grain = variant === 'oak' ? '#bf915a' : '#5c3c27';
  const edge = shade(base, 0.2);
  const w = 380;
  const h = 14;
  const dx = 70;
  const dy = -46;
  const plank = (x: number, y: number): string => {
    let s = box(x, y, w, h, dx, dy, { front: edge, top: base, side: shade(edge, 0.1) });
    for (let k = 0; k < 4; k++) {
      const v = 0.18 + k * 0.22;
      const a = onTop(x, y - h, w, dx, dy, 0.02, v);
      const b = onTop(x, y - h, w, dx, dy, 0.45, v + 0.08);
      const c = onTop(x, y - h, w, dx, dy, 0.98, v - 0.04);
      s += pathD(
        `M${n(a[0])},${n(a[1])} Q${n(b[0])},${n(b[1])} ${n(c[0])},${n(c[1])}`,
        'none',
        `stroke="${grain}" stroke-width="2" opacity="0.8"`,
      );
    }
    const k1 = onTop(x, y - h, w, dx, dy, 0.66, 0.5);
    s += ellipse(k1[0], k1[1], 14, 5, 'none', `stroke="${grain}" stroke-width="2"`);
    return s;
  };
  let s = shadow(300, 470, 230, 16);
  s += plank(60, 452);
  s += plank(86, 388);
  s += plank(112, 324);
  s += plank(138, 260);
  return s;
}

function linoleum(): string {
  const face = '#e5d2b1';
  const pattern = '#c9ae86';
  const back = '#a9acb0';
  let s = shadow(300, 470, 220, 16);
  // unrolled part in front
  s += poly(
    [
      [80, 470],
      [520, 470],
      [470, 380],
      [130, 380],
    ],
    face,
  );
  for (let k = 1; k < 6; k++) s += line(80 + k * 73, 470, 130 + k * 57, 380, pattern, 3);
  for (const y of [410, 440])
    s += line(80 + ((470 - y) * 50) / 90, y, 520 - ((470 - y) * 50) / 90, y, pattern, 2, 'opacity="0.6"');
  // roll
  s += rect(130, 260, 340, 120, back);
  s += rect(130, 268, 340, 20, tint(back, 0.35), 'opacity="0.8"');
  s += rect(130, 350, 340, 30, shade(back, 0.1));
  s += ellipse(470, 320, 26, 60, face);
  for (const k of [0.8, 0.6])
    s += ellipse(470, 320, 26 * k, 60 * k, 'none', `stroke="${pattern}" stroke-width="2"`);
  s += ellipse(470, 320, 9, 20, '#c9a878');
  s += ellipse(470, 320, 5, 12, '#6f5a42');
  s += ellipse(130, 320, 26, 60, shade(back, 0.15));
  return s;
}

function tiles(variant: 'beige' | 'grey'): string {
  const base = variant === 'beige' ? '#ead9bd' : '#b9c1ca';
  const grout = variant === 'beige' ? '#cdb995' : '#8e98a3';
  const cx = 300;
  const cy = 300;
  const size = 92;
  // rhombus grid: u axis (right-down), v axis (left-down)
  const pt = (u: number, v: number): Point => [cx + (u - v) * size * 0.95, cy - 130 + (u + v) * size * 0.55];
  let s = shadow(300, 472, 230, 16);
  // slab thickness
  s += poly(
    [pt(0, 3), pt(3, 3), [pt(3, 3)[0], pt(3, 3)[1] + 16], [pt(0, 3)[0], pt(0, 3)[1] + 16]],
    shade(grout, 0.15),
  );
  s += poly(
    [pt(3, 0), pt(3, 3), [pt(3, 3)[0], pt(3, 3)[1] + 16], [pt(3, 0)[0], pt(3, 0)[1] + 16]],
    shade(grout, 0.3),
  );
  s += poly([pt(0, 0), pt(3, 0), pt(3, 3), pt(0, 3)], grout);
  const gap = 0.04;
  for (let u = 0; u < 3; u++) {
    for (let v = 0; v < 3; v++) {
      const tone = ((u * 7 + v * 3) % 4) * 0.025;
      s += poly(
        [
          pt(u + gap, v + gap),
          pt(u + 1 - gap, v + gap),
          pt(u + 1 - gap, v + 1 - gap),
          pt(u + gap, v + 1 - gap),
        ],
        shade(base, tone),
      );
      s += poly(
        [pt(u + 0.12, v + 0.12), pt(u + 0.4, v + 0.12), pt(u + 0.12, v + 0.4)],
        '#ffffff',
        'opacity="0.35"',
      );
    }
  }
  return s;
}

function shovel(): string {
  const wood = '#cf9a5c';
  const blade = '#3e7d4f';
  let s = shadow(300, 480, 180, 14);
  // rake behind
  const rake =
    rrect(-8, -230, 16, 420, 8, wood) +
    rrect(-90, 186, 180, 14, 4, '#7b838c') +
    Array.from({ length: 10 }, (_, i) => rect(-86 + i * 19, 198, 6, 36, '#7b838c')).join('');
  s += group(rake, 'translate(330 250) rotate(30)');
  // shovel
  const sh =
    rrect(-9, -250, 18, 330, 9, wood) +
    rrect(-3, -240, 5, 300, 2, tint(wood, 0.35)) +
    rrect(-14, 70, 28, 40, 6, '#5f6770') +
    pathD('M-70,100 L70,100 L72,190 Q60,250 0,290 Q-60,250 -72,190 Z', blade) +
    pathD('M-60,110 L-20,110 L-24,250 Q-58,226 -62,190 Z', '#ffffff', 'opacity="0.18"') +
    rect(-70, 100, 140, 10, shade(blade, 0.2));
  s += group(sh, 'translate(270 230) rotate(-28)');
  return s;
}

function hose(): string {
  const green = '#3f9d4a';
  const dark = shade(green, 0.25);
  let s = shadow(290, 462, 200, 18);
  for (let k = 0; k < 5; k++) {
    const rx = 170 - k * 18;
    const ry = 112 - k * 12;
    s += ellipse(280, 300 + k * 3, rx, ry, 'none', `stroke="${dark}" stroke-width="26"`);
    s += ellipse(280, 296 + k * 3, rx, ry, 'none', `stroke="${green}" stroke-width="20"`);
    s += ellipse(
      280,
      290 + k * 3,
      rx,
      ry,
      'none',
      `stroke="${tint(green, 0.35)}" stroke-width="4" stroke-dasharray="40 30" opacity="0.8"`,
    );
  }
  // end with spray gun
  s += pathD(
    'M440,350 C470,380 470,420 440,440',
    'none',
    `stroke="${green}" stroke-width="20" stroke-linecap="round"`,
  );
  s += group(
    rrect(-20, -14, 120, 28, 12, '#f08a3c') +
      rrect(-34, -18, 20, 36, 6, '#2c3037') +
      pathD('M40,14 L70,14 L60,90 L34,90 Z', '#2c3037') +
      rrect(96, -16, 22, 32, 6, '#7b838c'),
    'translate(446 424) rotate(-20)',
  );
  return s;
}

interface Drawing {
  bg: Background;
  draw: (doc: Doc) => string;
}

const DRAWINGS: { readonly [R in ImageRef]: Drawing } = {
  'door-white': { bg: 'sky', draw: () => interiorDoor('#f4f1ea', true, false) },
  'door-oak': { bg: 'sand', draw: () => interiorDoor('#c99a64', true, true) },
  'door-wenge': { bg: 'stone', draw: () => interiorDoor('#5b4336', false, true) },
  'door-metal-graphite': { bg: 'sky', draw: () => metalDoor('#4b5058') },
  'door-metal-brown': { bg: 'sand', draw: () => metalDoor('#6e4b39') },
  'door-handle-chrome': { bg: 'lilac', draw: () => doorHandle() },
  'bag-grey': { bg: 'stone', draw: () => bag('grey') },
  'bag-blue': { bg: 'sky', draw: () => bag('blue') },
  'bag-green': { bg: 'mint', draw: () => bag('green') },
  'bag-orange': { bg: 'peach', draw: () => bag('orange') },
  'bag-yellow': { bg: 'sand', draw: () => bag('yellow') },
  'paint-can-white': { bg: 'sky', draw: () => paintCan('white') },
  'paint-can-blue': { bg: 'lilac', draw: () => paintCan('blue') },
  'paint-can-terracotta': { bg: 'peach', draw: () => paintCan('terracotta') },
  'metal-tile-wine': { bg: 'sky', draw: (doc) => metalTile('#7e2a2e', doc) },
  'metal-tile-chocolate': { bg: 'sand', draw: (doc) => metalTile('#4f3a2e', doc) },
  'profnastil-zinc': { bg: 'sky', draw: () => profnastil('#b9c1c9') },
  'shingles-brown': { bg: 'sand', draw: (doc) => shingles('#8a5538', doc) },
  'gutter-brown': { bg: 'sky', draw: () => gutter('#6b4532') },
  'wool-yellow': { bg: 'mint', draw: () => wool() },
  'foam-white': { bg: 'sky', draw: () => foam('white') },
  'foam-orange': { bg: 'stone', draw: () => foam('orange') },
  'film-blue': { bg: 'stone', draw: () => filmRoll() },
  'gkl-grey': { bg: 'sand', draw: () => gkl('grey') },
  'gkl-green': { bg: 'stone', draw: () => gkl('green') },
  'profile-zinc': { bg: 'sand', draw: () => profiles() },
  'osb-natural': { bg: 'sky', draw: (doc) => osb(doc) },
  'plywood-birch': { bg: 'mint', draw: () => plywood() },
  'planks-pine': { bg: 'sky', draw: (doc) => planks(doc) },
  'beam-pine': { bg: 'mint', draw: (doc) => beams(doc) },
  'drill-teal': { bg: 'stone', draw: () => group(drill('#1f8a94'), 'translate(64 0)') },
  'drill-orange': { bg: 'sky', draw: () => group(drill('#e9862f'), 'translate(64 0)') },
  'grinder-teal': { bg: 'sand', draw: () => grinder('#1f8a94') },
  'spatula-steel': { bg: 'sky', draw: () => spatula() },
  'hammer-steel': { bg: 'sand', draw: () => hammer() },
  'measure-yellow': { bg: 'sky', draw: () => measure() },
  'disc-red': { bg: 'stone', draw: () => group(disc(), 'translate(18 0)') },
  'screws-black': { bg: 'sand', draw: () => screws('black') },
  'screws-zinc': { bg: 'sky', draw: () => screws('zinc') },
  'dowel-grey': { bg: 'mint', draw: () => dowel() },
  'nails-steel': { bg: 'sand', draw: () => nails() },
  'anchor-steel': { bg: 'lilac', draw: () => anchor() },
  'pipe-white': { bg: 'sky', draw: () => pipes('white') },
  'pipe-grey': { bg: 'sand', draw: () => pipes('grey') },
  'faucet-chrome': { bg: 'sky', draw: () => faucet() },
  'toilet-white': { bg: 'sky', draw: () => toilet() },
  'cable-black': { bg: 'sky', draw: () => cable() },
  'socket-white': { bg: 'mint', draw: () => socket() },
  'bulb-warm': { bg: 'sand', draw: () => bulb() },
  'brick-red': { bg: 'stone', draw: () => bricks('red') },
  'brick-white': { bg: 'sky', draw: () => bricks('white') },
  'block-white': { bg: 'sand', draw: () => blocks() },
  'laminate-oak': { bg: 'sky', draw: () => laminate('oak') },
  'laminate-walnut': { bg: 'sand', draw: () => laminate('walnut') },
  'linoleum-beige': { bg: 'sky', draw: () => linoleum() },
  'tile-beige': { bg: 'sky', draw: () => tiles('beige') },
  'tile-grey': { bg: 'sand', draw: () => tiles('grey') },
  'shovel-green': { bg: 'mint', draw: () => shovel() },
  'hose-green': { bg: 'sand', draw: () => hose() },
};

function profiles(): string {
  const base = '#c9d0d7';
  const profile = (len: number): string => {
    let s = rect(0, -30, len, 60, shade(base, 0.28));
    s += rect(0, -30, len, 10, tint(base, 0.45));
    s += rect(0, 20, len, 10, shade(base, 0.05));
    s += rect(0, -20, len, 40, shade(base, 0.16));
    s += line(0, -6, len, -6, tint(base, 0.2), 3) + line(0, 6, len, 6, tint(base, 0.2), 3);
    // U-shaped end
    s += pathD('M0,-30 L-16,-22 L-16,38 L0,30 Z', shade(base, 0.1));
    s += pathD('M-16,-22 L-4,-22 L-4,26 L-16,38 Z', tint(base, 0.3));
    return s;
  };
  let s = shadow(300, 470, 210, 16);
  s += group(profile(400), 'translate(120 170) rotate(14)');
  s += group(profile(400), 'translate(100 270) rotate(14)');
  s += group(profile(400), 'translate(80 370) rotate(14)');
  return s;
}

function productSvg(ref: ImageRef): string {
  const drawing = DRAWINGS[ref];
  return squareFrame(drawing.bg, drawing.draw(new Doc()));
}

// ---------------------------------------------------------------------------------------------
// Banners (1200×400): gradient, soft decor on the left, products on the right
// ---------------------------------------------------------------------------------------------

interface Banner {
  from: string;
  to: string;
  accent: string;
  badge: 'percent' | 'star' | 'ruler' | 'truck' | 'house';
  /** cx: horizontal centre of the item on the banner; items stand on a common ground line. */
  items: readonly { ref: ImageRef; cx: number; scale: number }[];
}

/** A banner: its gradient (from, to), accent colour and badge, then its items as [ref, cx, scale]. */
function banner(
  [from, to, accent]: readonly [string, string, string],
  badgeKind: Banner['badge'],
  items: readonly (readonly [ImageRef, number, number])[],
): Banner {
  return { from, to, accent, badge: badgeKind, items: items.map(([ref, cx, scale]) => ({ ref, cx, scale })) };
}

const BANNER_DEFS: { readonly [K in BannerKey]: Banner } = {
  'promo-month': banner(['#f6a04d', '#e2553b', '#ffd27a'], 'star', [
    ['bag-orange', 730, 0.6],
    ['paint-can-blue', 900, 0.56],
    ['drill-teal', 1060, 0.54],
  ]),
  'promo-measure': banner(['#4a90c8', '#23588f', '#9fd0f5'], 'ruler', [
    ['door-white', 745, 0.64],
    ['door-oak', 920, 0.64],
    ['measure-yellow', 1080, 0.36],
  ]),
  'promo-delivery': banner(['#5bb37a', '#2d7d57', '#b8f0c8'], 'truck', [
    ['bag-grey', 830, 0.58],
    ['gkl-grey', 1025, 0.5],
  ]),
  'promo-roof': banner(['#6fb3d9', '#3a7bb0', '#d6eefb'], 'house', [
    ['metal-tile-wine', 840, 0.56],
    ['profnastil-zinc', 1040, 0.56],
  ]),
  'sale-doors': banner(['#3c6e71', '#284b63', '#ffd166'], 'percent', [
    ['door-wenge', 745, 0.64],
    ['door-metal-graphite', 915, 0.64],
    ['door-oak', 1085, 0.64],
  ]),
  'sale-tools': banner(['#d9534f', '#8e2c3c', '#ffd166'], 'percent', [
    ['drill-orange', 735, 0.52],
    ['grinder-teal', 950, 0.44],
    ['hammer-steel', 1105, 0.46],
  ]),
};

function badge(kind: Banner['badge'], accent: string): string {
  const cx = 300;
  const cy = 200;
  switch (kind) {
    case 'percent':
      return (
        circle(cx, cy, 120, accent) +
        circle(
          cx,
          cy,
          104,
          'none',
          'stroke="#ffffff" stroke-width="4" stroke-dasharray="10 9" opacity="0.8"',
        ) +
        circle(cx - 38, cy - 38, 22, '#ffffff') +
        circle(cx + 38, cy + 38, 22, '#ffffff') +
        circle(cx - 38, cy - 38, 10, accent) +
        circle(cx + 38, cy + 38, 10, accent) +
        line(cx + 52, cy - 62, cx - 52, cy + 62, '#ffffff', 16, 'stroke-linecap="round"')
      );
    case 'star': {
      const pts: Point[] = [];
      for (let i = 0; i < 24; i++) {
        const r = i % 2 === 0 ? 130 : 104;
        const a = (i * Math.PI) / 12;
        pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
      }
      return (
        poly(pts, accent) +
        circle(cx, cy, 84, '#ffffff', 'opacity="0.9"') +
        poly(
          Array.from({ length: 10 }, (_, i): Point => {
            const r = i % 2 === 0 ? 52 : 22;
            const a = -Math.PI / 2 + (i * Math.PI) / 5;
            return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
          }),
          '#f2a33a',
        )
      );
    }
    case 'ruler': {
      const s = group(
        rrect(-190, -34, 380, 68, 10, accent) +
          Array.from({ length: 19 }, (_, i) =>
            line(-170 + i * 19, -34, -170 + i * 19, i % 5 === 0 ? 4 : -12, '#23588f', 4),
          ).join(''),
        `translate(${cx} ${cy}) rotate(-12)`,
      );
      return s;
    }
    case 'truck': {
      const x = 110;
      const y = 130;
      return (
        rrect(x, y, 250, 150, 12, '#ffffff') +
        rrect(x + 20, y + 22, 90, 22, 6, accent) +
        pathD(
          `M${x + 262},${y + 40} L${x + 340},${y + 40} L${x + 392},${y + 100} L${x + 392},${y + 150} L${x + 262},${y + 150} Z`,
          accent,
        ) +
        pathD(
          `M${x + 280},${y + 56} L${x + 334},${y + 56} L${x + 368},${y + 98} L${x + 280},${y + 98} Z`,
          '#2d7d57',
          'opacity="0.55"',
        ) +
        rect(x - 10, y + 150, 412, 16, '#1f5c40') +
        circle(x + 70, y + 172, 30, '#263238') +
        circle(x + 70, y + 172, 12, '#cfd8dc') +
        circle(x + 320, y + 172, 30, '#263238') +
        circle(x + 320, y + 172, 12, '#cfd8dc') +
        line(x - 80, y + 60, x - 20, y + 60, '#ffffff', 8, 'stroke-linecap="round" opacity="0.7"') +
        line(x - 100, y + 100, x - 30, y + 100, '#ffffff', 8, 'stroke-linecap="round" opacity="0.5"')
      );
    }
    case 'house': {
      const x = 150;
      const y = 330;
      let s = rect(x + 20, y - 150, 280, 150, '#fdf6ec');
      s += pathD(`M${x - 20},${y - 140} L${x + 160},${y - 270} L${x + 340},${y - 140} Z`, '#8e2f33');
      for (let k = 1; k < 4; k++) {
        const yy = y - 270 + k * 32;
        const half = (k * 32 * 180) / 130;
        s += line(x + 160 - half, yy, x + 160 + half, yy, '#6e2326', 5);
      }
      s +=
        rect(x + 60, y - 110, 70, 60, '#9fd0f5') +
        rect(x + 92, y - 110, 6, 60, '#fdf6ec') +
        rect(x + 60, y - 83, 70, 6, '#fdf6ec');
      s += rect(x + 190, y - 120, 70, 120, '#b08358');
      s += circle(x + 248, y - 60, 5, '#f2c230');
      s += rect(x - 60, y, 460, 14, '#2f6f8f', 'opacity="0.5"');
      return s;
    }
  }
}

const BANNER_GROUND = 362;

function bannerSvg(key: BannerKey): string {
  const def = BANNER_DEFS[key];
  const doc = new Doc();
  let items = '';
  for (const item of def.items) {
    // drawings stand on y ≈ 490 of their 600×600 space; put that on the banner's ground line
    const x = item.cx - 300 * item.scale;
    const y = BANNER_GROUND - 490 * item.scale;
    items += group(DRAWINGS[item.ref].draw(doc), `translate(${n(x)} ${n(y)}) scale(${item.scale})`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${def.from}"/><stop offset="1" stop-color="${def.to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#bg)"/>` +
    circle(1080, -40, 220, '#ffffff', 'opacity="0.08"') +
    circle(40, 420, 200, '#ffffff', 'opacity="0.07"') +
    circle(620, 360, 120, '#ffffff', 'opacity="0.06"') +
    ellipse(915, BANNER_GROUND + 4, 300, 26, '#ffffff', 'opacity="0.14"') +
    badge(def.badge, def.accent) +
    items +
    `</svg>`
  );
}
