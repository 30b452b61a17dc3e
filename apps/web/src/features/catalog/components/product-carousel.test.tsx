import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  expectCleanHydration,
  GuestShell as Shell,
  renderWithoutBrowser,
  stubScrollTo,
} from '../../../test/carousel';
import { makeProduct } from '../../../test/products';
import { carouselLayout, ProductCarousel, VISIBLE_CARDS } from './product-carousel';

const CARD = 200;

const products = (count: number) => Array.from({ length: count }, (_, index) => makeProduct(index + 1));

const scrollTo = stubScrollTo();

/** jsdom has no layout: cards CARD px apart, `visible` of them in the row's width. */
function layOut(track: HTMLElement, visible: number) {
  Array.from(track.children).forEach((card, index) =>
    Object.defineProperty(card, 'offsetLeft', { value: index * CARD }),
  );
  let left = 0;
  Object.defineProperties(track, {
    clientWidth: { value: visible * CARD },
    scrollWidth: { value: track.children.length * CARD },
    scrollLeft: { get: () => left, set: (value: number) => (left = value) },
  });
}

function renderCarousel(count: number, visible: number) {
  const view = render(
    <Shell>
      <ProductCarousel title="Похожие товары" products={products(count)} />
    </Shell>,
  );
  const track = screen.getByRole('list');
  layOut(track, visible);
  // the first frame reads the (laid out) position
  act(() => {
    vi.advanceTimersByTime(16);
  });
  return { ...view, track };
}

const prev = () => screen.getByRole('button', { name: 'Предыдущие товары' });
const next = () => screen.getByRole('button', { name: 'Следующие товары' });
const settle = () => {
  act(() => {
    vi.advanceTimersByTime(400);
  });
};

beforeEach(() => {
  vi.useFakeTimers();
});

describe('ProductCarousel', () => {
  it('shows the heading and every product as a card in a named section', () => {
    renderCarousel(6, 4);
    const section = screen.getByRole('region', { name: 'Похожие товары' });
    expect(screen.getByRole('heading', { level: 2, name: 'Похожие товары' })).toBeInTheDocument();
    expect(section.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByRole('link', { name: 'Товар 6' })).toHaveAttribute('href', '/product/6');
  });

  it('shows nothing without products', () => {
    const { container } = render(
      <Shell>
        <ProductCarousel title="Похожие товары" products={[]} />
      </Shell>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('lays the cards out in CSS: 1 under 480 px, 2 under 768, 3 under 1024, then 4', () => {
    renderCarousel(6, 4);
    const { slidesPerView, breakpoints } = carouselLayout();
    const expected = [
      `[--visible:${slidesPerView}]`,
      ...Object.entries(breakpoints).map(
        ([width, step]) => `min-[${width}px]:[--visible:${step.slidesPerView}]`,
      ),
    ];
    expect(VISIBLE_CARDS.split(' ')).toEqual(expected);
    expect(screen.getByRole('list')).toHaveClass(
      ...expected,
      'grid',
      'grid-flow-col',
      'snap-x',
      'snap-mandatory',
    );
  });

  it('without a loop, stops the arrows at the ends, read from the scroll position', () => {
    // 3 products: no loop; 2 of them fit
    const { track } = renderCarousel(3, 2);
    expect(prev()).toBeDisabled();
    expect(next()).toBeEnabled();

    act(() => {
      fireEvent.click(next());
    });
    expect(next()).toBeDisabled();
    expect(prev()).toBeEnabled();
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: CARD, behavior: 'instant' });

    act(() => {
      fireEvent.click(prev());
    });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
    expect(prev()).toBeDisabled();
    expect(next()).toBeEnabled();

    // a swipe to the end
    track.scrollLeft = CARD;
    act(() => {
      fireEvent.scroll(track);
    });
    expect(next()).toBeDisabled();
    expect(prev()).toBeEnabled();
  });

  it('without a loop, disables both arrows when every card fits', () => {
    renderCarousel(3, 4);
    expect(prev()).toBeDisabled();
    expect(next()).toBeDisabled();
  });

  it('moves one card per arrow', () => {
    renderCarousel(6, 4);
    act(() => {
      fireEvent.click(next());
    });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: CARD, behavior: 'instant' });
    act(() => {
      fireEvent.click(next());
    });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * CARD, behavior: 'instant' });
    act(() => {
      fireEvent.click(prev());
    });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: CARD, behavior: 'instant' });
  });

  it('with more products than fit, loops: prev at the start goes to the end, next at the end to the start', () => {
    // 6 products: loop; 4 of them fit, so the row ends at 2 cards in
    renderCarousel(6, 4);
    expect(prev()).toBeEnabled();
    expect(next()).toBeEnabled();

    act(() => {
      fireEvent.click(prev());
    });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * CARD, behavior: 'instant' });
    expect(prev()).toBeEnabled();
    expect(next()).toBeEnabled();

    act(() => {
      fireEvent.click(next());
    });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'instant' });
    expect(prev()).toBeEnabled();
    expect(next()).toBeEnabled();

    // back at the end, prev goes one card back (not stuck at the end)
    act(() => {
      fireEvent.click(prev());
    });
    settle();
    act(() => {
      fireEvent.click(prev());
    });
    settle();
    expect(scrollTo).toHaveBeenLastCalledWith({ left: CARD, behavior: 'instant' });
  });
});

describe('ProductCarousel on the server', () => {
  it('renders every card without window or document, and the browser hydrates the same markup', () => {
    const tree = (
      <Shell>
        <ProductCarousel title="Похожие товары" products={products(5)} />
      </Shell>
    );
    const html = renderWithoutBrowser(tree);
    expect(html).toContain('aria-label="Похожие товары"');
    expect(html).toContain(VISIBLE_CARDS);
    expect(html.match(/<li /g)).toHaveLength(5);

    expectCleanHydration(html, tree, (container) => expect(container.querySelectorAll('li')).toHaveLength(5));
  });
});
