import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE } from '../lib/images';
import { CARD_IMAGE_SIZES, ShopImage } from './shop-image';

const ORIGIN = window.location.origin;
/** the shop's own pictures are root-relative: the same on the server and in the browser */
const SAME = '';
const UPLOADED = '/uploads/products/door-1a2b.webp';
const SRCSET = '/uploads/products/door-1a2b.card.webp 480w, /uploads/products/door-1a2b.webp 1200w';

const image = () => screen.getByRole('img', { name: 'Дверь' });

describe('ShopImage sizes', () => {
  it('gives an uploaded picture its card and page sizes; a card starts from the card size', () => {
    render(<ShopImage path={UPLOADED} size="card" alt="Дверь" />);
    expect(image()).toHaveAttribute('src', `${SAME}/uploads/products/door-1a2b.card.webp`);
    expect(image()).toHaveAttribute('srcset', SRCSET);
    expect(image()).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
  });

  it('starts a large picture from the page size and passes the given sizes on', () => {
    render(<ShopImage path={UPLOADED} sizes="(min-width: 1024px) 50vw, 100vw" alt="Дверь" />);
    expect(image()).toHaveAttribute('src', `${SAME}${UPLOADED}`);
    expect(image()).toHaveAttribute('srcset', SRCSET);
    expect(image()).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
  });

  it('finds the sizes of a path stored with the host in front', () => {
    render(<ShopImage path={`${ORIGIN}${ORIGIN}${UPLOADED}`} size="card" alt="Дверь" />);
    expect(image()).toHaveAttribute('srcset', SRCSET);
  });

  it('keeps a picture of one size as it is (demo and imported pictures, other hosts)', () => {
    const { rerender } = render(<ShopImage path="/demo/door.jpg" size="card" alt="Дверь" />);
    expect(image()).toHaveAttribute('src', `${SAME}/demo/door.jpg`);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).not.toHaveAttribute('sizes');
    rerender(<ShopImage path="https://cdn.example.org/uploads/products/a.webp" alt="Дверь" />);
    expect(image()).toHaveAttribute('src', 'https://cdn.example.org/uploads/products/a.webp');
    expect(image()).not.toHaveAttribute('srcset');
  });

  it('drops the srcset with the broken picture, so the placeholder shows', () => {
    render(<ShopImage path={UPLOADED} size="card" alt="Дверь" />);
    fireEvent.error(image());
    expect(image()).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(image()).not.toHaveAttribute('srcset');
    expect(image()).not.toHaveAttribute('sizes');
  });
});
