import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  PRODUCT_IMAGE_SIZE,
  demoImageFiles,
  demoImageSvg,
  renderDemoImages,
} from './demo-images.js';

describe('demo images', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('lists a modest set of unique webp files', () => {
    const files = demoImageFiles();
    expect(new Set(files).size).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files.length).toBeLessThanOrEqual(70);
    for (const file of files) expect(file).toMatch(/^[a-z0-9-]+\.webp$/);
  });

  it('draws every file as a well-formed svg without text', () => {
    for (const file of demoImageFiles()) {
      const { svg } = demoImageSvg(file);
      expect(svg.startsWith('<svg ')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toContain('<text');
      expect(svg).not.toMatch(/NaN|undefined/);
    }
    expect(() => demoImageSvg('nope.webp')).toThrow();
  });

  it('renders every file once and skips existing files', async () => {
    const uploads = await mkdtemp(path.join(tmpdir(), 'demo-images-'));
    dirs.push(uploads);
    const files = demoImageFiles();

    const first = await renderDemoImages(uploads);
    expect(first.written).toBe(files.length);
    const onDisk = (await readdir(path.join(uploads, 'demo'))).sort();
    expect(onDisk).toEqual([...files].sort());

    for (const file of files) {
      const meta = await sharp(path.join(uploads, 'demo', file)).metadata();
      expect(meta.format).toBe('webp');
      if (file.startsWith('banner-'))
        expect([meta.width, meta.height]).toEqual([BANNER_WIDTH, BANNER_HEIGHT]);
      else expect([meta.width, meta.height]).toEqual([PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE]);
    }

    const door = path.join(uploads, 'demo', 'door-oak.webp');
    const before = (await stat(door)).mtimeMs;
    expect((await renderDemoImages(uploads)).written).toBe(0);
    expect((await stat(door)).mtimeMs).toBe(before);

    await rm(door);
    expect((await renderDemoImages(uploads)).written).toBe(1);
    expect((await stat(door)).size).toBeGreaterThan(1000);
  });

  it('renders pictures that are not blank: the object differs from the background', async () => {
    const { svg } = demoImageSvg('bag-blue.webp');
    const { data, info } = await sharp(Buffer.from(svg))
      .resize(60, 60)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const colours = new Set<number>();
    for (let i = 0; i < data.length; i += info.channels)
      colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
    expect(colours.size).toBeGreaterThan(50);
  });
});
