import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAP_PROBE_URL, probeYandexMaps } from './map-probe';

/** A stand-in for the browser's Image that loads or fails as the test says. */
function stubImage(outcome: 'load' | 'error') {
  const requested: string[] = [];
  vi.stubGlobal(
    'Image',
    class {
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      referrerPolicy = '';
      set src(url: string) {
        requested.push(url);
        queueMicrotask(() => (outcome === 'load' ? this.onload?.() : this.onerror?.()));
      }
    },
  );
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('probeYandexMaps', () => {
  it('is true when the picture from the map host loads', async () => {
    const requested = stubImage('load');
    await expect(probeYandexMaps()).resolves.toBe(true);
    expect(requested).toEqual([MAP_PROBE_URL]);
  });

  it('is false when it fails (no connection, blocked)', async () => {
    stubImage('error');
    await expect(probeYandexMaps()).resolves.toBe(false);
  });

  it('is false at once when the browser knows it is offline, asking nothing', async () => {
    const requested = stubImage('load');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(probeYandexMaps()).resolves.toBe(false);
    expect(requested).toEqual([]);
  });
});
