import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '@shop/shared/constants';
import type { Discount } from '@shop/shared/discounts/schemas';
import {
  expectCleanHydration,
  GuestShell as Shell,
  renderWithoutBrowser,
  stubScrollTo,
} from '../../../test/carousel';
import { DiscountBannerCarousel } from './discount-banner-carousel';

const WIDTH = 600;

const DISCOUNTS: Discount[] = [
  { id: 2, title: 'Распродажа инструмента', image: 'https://cdn.example.com/tools.webp', category_id: 17 },
  { id: 1, title: 'Скидки на двери', image: 'https://cdn.example.com/doors.webp', category_id: 16 },
  { id: 5, title: 'Кровля со скидкой', image: null, category_id: null },
];

const scrollTo = stubScrollTo();

/** jsdom has no layout: one banner per view, WIDTH px wide. */
function layOut(track: HTMLElement) {
  Array.from(track.children).forEach((slide, index) =>
    Object.defineProperty(slide, 'offsetLeft', { value: index * WIDTH }),
  );
  let left = 0;
  Object.defineProperties(track, {
    clientWidth: { value: WIDTH },
    scrollWidth: { value: track.children.length * WIDTH },
    scrollLeft: { get: () => left, set: (value: number) => (left = value) },
  });
}

function renderBanners(discounts: readonly Discount[] = DISCOUNTS) {
  const view = render(
    <Shell>
      <DiscountBannerCarousel discounts={discounts} />
    </Shell>,
  );
  const track = view.container.querySelector<HTMLElement>('.snap-x')!;
  layOut(track);
  // the first frame reads the (laid out) position
  act(() => {
    vi.advanceTimersByTime(16);
  });
  return { ...view, track, carousel: view.container.firstElementChild as HTMLElement };
}

const dots = () => screen.queryAllByRole('button', { name: /^Показать баннер/ });
const currentDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');
const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});

afterEach(() => {
  Reflect.deleteProperty(document, 'hidden');
});

describe('DiscountBannerCarousel', () => {
  it('shows the first discount first: its dot current, its picture loaded at once, the others lazily', () => {
    const { container } = renderBanners();
    expect(dots()).toHaveLength(3);
    expect(dots().map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Показать баннер 1 из 3',
      'Показать баннер 2 из 3',
      'Показать баннер 3 из 3',
    ]);
    expect(currentDot()).toBe(0);
    expect(container.querySelector('[data-current]')).toHaveTextContent('Распродажа инструмента');
    const images = container.querySelectorAll('img');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(images[2]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /Распродажа инструмента/ })).toHaveAttribute(
      'href',
      '/catalog?category_id=17',
    );
    expect(screen.getByRole('link', { name: /Скидки на двери/ })).toHaveTextContent('Смотреть товары');
    // a banner without a category is no link
    expect(screen.queryByRole('link', { name: /Кровля/ })).not.toBeInTheDocument();
    expect(screen.getByText('Кровля со скидкой')).toBeInTheDocument();
  });

  it('goes to a banner from its dot, scrolling over the transition time', () => {
    const { track } = renderBanners();
    act(() => {
      fireEvent.click(dots()[2]!);
    });
    expect(currentDot()).toBe(2);
    expect(track.querySelector('[data-current]')).toHaveTextContent('Кровля со скидкой');
    expect(track.style.scrollSnapType).toBe('none');
    wait(BANNER_TRANSITION_MS + 50);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * WIDTH, behavior: 'instant' });
    expect(track.style.scrollSnapType).toBe('');
    expect(currentDot()).toBe(2);
  });

  it('follows a swipe: the current banner is read from the scroll position', () => {
    const { track } = renderBanners();
    track.scrollLeft = WIDTH;
    act(() => {
      fireEvent.scroll(track);
    });
    expect(currentDot()).toBe(1);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('turns every 3000 ms and goes from the last back to the first', () => {
    renderBanners();
    wait(BANNER_AUTOPLAY_MS - 100);
    expect(currentDot()).toBe(0);
    wait(100);
    expect(currentDot()).toBe(1);
    wait(BANNER_TRANSITION_MS + 50);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: WIDTH, behavior: 'instant' });
    wait(BANNER_AUTOPLAY_MS - BANNER_TRANSITION_MS - 50);
    expect(currentDot()).toBe(2);
    wait(BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(0);
    wait(BANNER_TRANSITION_MS + 50);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
  });

  it('gives a banner chosen by a dot its full time', () => {
    renderBanners();
    wait(2000);
    act(() => {
      fireEvent.click(dots()[1]!);
    });
    wait(2000);
    expect(currentDot()).toBe(1);
    wait(BANNER_AUTOPLAY_MS - 2000);
    expect(currentDot()).toBe(2);
  });

  it('does not turn for prefers-reduced-motion, and a dot jumps without animation', () => {
    reducedMotion(true);
    renderBanners();
    wait(4 * BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(0);
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      fireEvent.click(dots()[1]!);
    });
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith({ left: WIDTH, behavior: 'instant' });
    expect(currentDot()).toBe(1);
  });

  it('shows one banner without dots and does not turn', () => {
    const { container } = renderBanners(DISCOUNTS.slice(0, 1));
    expect(dots()).toHaveLength(0);
    wait(4 * BANNER_AUTOPLAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(container.querySelector('[data-current]')).toHaveTextContent('Распродажа инструмента');
  });

  it('waits while the mouse is over it', () => {
    const { carousel } = renderBanners();
    fireEvent.pointerEnter(carousel);
    wait(2 * BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(0);
    fireEvent.pointerLeave(carousel);
    wait(BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(1);
  });

  it('waits while a finger is on it', () => {
    const { carousel } = renderBanners();
    fireEvent.touchStart(carousel);
    wait(2 * BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(0);
    fireEvent.touchEnd(carousel);
    wait(BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(1);
  });

  it('waits while the keyboard focus is in it', () => {
    renderBanners();
    act(() => {
      screen.getByRole('link', { name: /Распродажа инструмента/ }).focus();
    });
    wait(2 * BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(0);
    act(() => (document.activeElement as HTMLElement).blur());
    wait(BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(1);
  });

  it('waits while the tab is hidden', () => {
    renderBanners();
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { value: hidden, configurable: true });
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };
    wait(2000);
    setHidden(true);
    wait(2 * BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(0);
    setHidden(false);
    wait(BANNER_AUTOPLAY_MS);
    expect(currentDot()).toBe(1);
  });
});

describe('DiscountBannerCarousel on the server', () => {
  it('renders the first banner without window or document, and the browser hydrates the same markup', () => {
    const tree = (
      <Shell>
        <DiscountBannerCarousel discounts={DISCOUNTS} />
      </Shell>
    );
    const html = renderWithoutBrowser(tree);
    expect(html).toContain('Распродажа инструмента');
    expect(html).toMatch(
      /<img[^>]*fetchPriority="high"[^>]*loading="eager"[^>]*src="https:\/\/cdn.example.com\/tools.webp"/,
    );
    expect(html).toMatch(/aria-label="Показать баннер 1 из 3" aria-current="true"/);

    expectCleanHydration(html, tree, (container) =>
      expect(container.querySelector('[aria-current="true"]')).toHaveAccessibleName('Показать баннер 1 из 3'),
    );
  });
});
