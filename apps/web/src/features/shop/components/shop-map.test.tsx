import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PAGE } from '@shop/shared/shop/contact-page';
import { SHOP } from '@shop/shared/shop/details';
import { TEXTS } from '@shop/shared/texts';
import { WithShop } from '../../../test/shop';
import { probeYandexMaps } from '../map-probe';
import { MAP_LOAD_TIMEOUT_MS } from '../use-embedded-map';
import { mapUrls, ShopMap } from './shop-map';

const { map: MAP_URL, widget: WIDGET_URL } = mapUrls(SHOP.mapCoordinates);

vi.mock('../map-probe', () => ({ probeYandexMaps: vi.fn() }));
const probe = vi.mocked(probeYandexMaps);

/** The probe's answer, given when the test says so. */
function pendingProbe() {
  let answer: (reachable: boolean) => void = () => {};
  probe.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  return { answer: (reachable: boolean) => act(() => answer(reachable)) };
}

const section = () => screen.getByRole('region', { name: TEXTS.shop.findUs });
const sketch = () => within(section()).queryByRole('img', { name: CONTACT_PAGE.mapSketch(SHOP.name) });
const frame = () => section().querySelector('iframe');

beforeEach(() => {
  probe.mockReset();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ShopMap', () => {
  it('shows the sketch and the address linking to Yandex Maps while Yandex is asked; no frame yet', () => {
    pendingProbe();
    render(<ShopMap />, { wrapper: WithShop });
    expect(sketch()).toBeInTheDocument();
    expect(sketch()!.closest('a')).toHaveAttribute('href', MAP_URL);
    expect(within(section()).getByRole('link', { name: SHOP.address })).toHaveAttribute('href', MAP_URL);
    expect(within(section()).getByRole('status')).toHaveTextContent(CONTACT_PAGE.mapLoading);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(frame()).toBeNull();
    expect(within(section()).getByRole('link', { name: TEXTS.shop.route })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/yandex\.ru\/maps\/\?rtext=/),
    );
  });

  it('adds the frame out of sight once Yandex answers, and shows the map when it has loaded', async () => {
    const { answer } = pendingProbe();
    render(<ShopMap />, { wrapper: WithShop });
    await answer(true);
    expect(frame()).toHaveAttribute('src', WIDGET_URL);
    expect(frame()).toHaveAttribute('aria-hidden', 'true');
    expect(frame()).toHaveClass('opacity-0');
    expect(sketch()).toBeInTheDocument();
    expect(within(section()).getByRole('status')).toBeInTheDocument();

    fireEvent.load(frame()!);
    expect(frame()).not.toHaveAttribute('aria-hidden');
    expect(frame()).toHaveClass('opacity-100');
    expect(frame()).toHaveAccessibleName(TEXTS.shop.map(SHOP.address));
    expect(sketch()).not.toBeInTheDocument();
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the sketch and never adds the frame when Yandex cannot be reached (offline, blocked)', async () => {
    const { answer } = pendingProbe();
    render(<ShopMap />, { wrapper: WithShop });
    await answer(false);
    expect(frame()).toBeNull();
    expect(sketch()).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: SHOP.address })).toBeInTheDocument();
  });

  it(`gives the map up when it has not loaded within ${MAP_LOAD_TIMEOUT_MS / 1000} s`, async () => {
    vi.useFakeTimers();
    const { answer } = pendingProbe();
    render(<ShopMap />, { wrapper: WithShop });
    await answer(true);
    act(() => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS - 1);
    });
    expect(frame()).not.toBeNull();
    expect(within(section()).getByRole('status')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(frame()).toBeNull();
    expect(sketch()).toBeInTheDocument();
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('gives the map up when Yandex does not answer in time, and a late answer changes nothing', async () => {
    vi.useFakeTimers();
    const { answer } = pendingProbe();
    render(<ShopMap />, { wrapper: WithShop });
    act(() => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS);
    });
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
    await answer(true);
    expect(frame()).toBeNull();
    expect(sketch()).toBeInTheDocument();
  });

  it('a shown map stays after the time-out has passed', async () => {
    vi.useFakeTimers();
    const { answer } = pendingProbe();
    render(<ShopMap />, { wrapper: WithShop });
    await answer(true);
    fireEvent.load(frame()!);
    act(() => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS * 2);
    });
    expect(frame()).toHaveClass('opacity-100');
    expect(sketch()).not.toBeInTheDocument();
  });

  it('downloads nothing until the map comes near the screen', async () => {
    const observers: Array<{ callback: IntersectionObserverCallback; disconnected: boolean }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record: { callback: IntersectionObserverCallback; disconnected: boolean };
        constructor(callback: IntersectionObserverCallback) {
          this.record = { callback, disconnected: false };
          observers.push(this.record);
        }
        observe() {}
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    const { answer } = pendingProbe();
    render(<ShopMap />, { wrapper: WithShop });
    expect(probe).not.toHaveBeenCalled();
    expect(within(section()).queryByRole('status')).not.toBeInTheDocument();
    expect(sketch()).toBeInTheDocument();

    act(() =>
      observers[0]!.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    expect(probe).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    await answer(true);
    fireEvent.load(frame()!);
    expect(frame()).toHaveClass('opacity-100');
  });
});
