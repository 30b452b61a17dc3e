import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopImage } from '../ui/shop-image';
import { imageUrl, PLACEHOLDER_IMAGE } from './images';

const HOST = 'https://shop.example';

describe('imageUrl', () => {
  it('prefixes a stored path with the backend host', () => {
    expect(imageUrl('/uploads/products/door.webp', HOST)).toBe(`${HOST}/uploads/products/door.webp`);
    expect(imageUrl('uploads/products/door.webp', HOST)).toBe(`${HOST}/uploads/products/door.webp`);
  });

  it('collapses repeated host prefixes', () => {
    expect(imageUrl(`${HOST}${HOST}/uploads/a.jpg`, HOST)).toBe(`${HOST}/uploads/a.jpg`);
    expect(imageUrl(`${HOST}/${HOST}/${HOST}/uploads/a.jpg`, HOST)).toBe(`${HOST}/uploads/a.jpg`);
    expect(imageUrl('http://localhost:3000http://localhost:3000/uploads/a.jpg', HOST)).toBe(
      `${HOST}/uploads/a.jpg`,
    );
    expect(imageUrl(`${HOST}/uploads//a.jpg`, HOST)).toBe(`${HOST}/uploads/a.jpg`);
  });

  it('keeps a single address on another host as it is', () => {
    expect(imageUrl('https://cdn.example.org/img/a.png', HOST)).toBe('https://cdn.example.org/img/a.png');
  });

  it('uses the placeholder for a missing image', () => {
    expect(imageUrl(null, HOST)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl(undefined, HOST)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl('   ', HOST)).toBe(PLACEHOLDER_IMAGE);
    expect(imageUrl(HOST, HOST)).toBe(PLACEHOLDER_IMAGE);
    expect(PLACEHOLDER_IMAGE).toMatch(/^data:image\/svg\+xml/);
  });
});

describe('ShopImage', () => {
  it('switches to the placeholder when the image fails to load', () => {
    render(<ShopImage path="/uploads/missing.jpg" alt="Дверь" />);
    const image = screen.getByRole('img', { name: 'Дверь' });
    expect(image).toHaveAttribute('src', '/uploads/missing.jpg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });

  it('shows the placeholder when there is no image', () => {
    render(<ShopImage path={null} alt="Без фото" />);
    expect(screen.getByRole('img', { name: 'Без фото' })).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  });
});
