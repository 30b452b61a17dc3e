import { describe, expect, it } from 'vitest';
import { imageVariants } from './images.js';

describe('imageVariants', () => {
  it('names the card copy beside a stored picture and builds a srcset', () => {
    expect(imageVariants('/uploads/products/0b1c-22.webp')).toEqual({
      page: '/uploads/products/0b1c-22.webp',
      card: '/uploads/products/0b1c-22.card.webp',
      srcSet: '/uploads/products/0b1c-22.card.webp 480w, /uploads/products/0b1c-22.webp 1200w',
    });
  });

  it('leaves pictures of one size alone (demo pictures, external addresses, odd paths)', () => {
    for (const path of [
      '/uploads/demo/door.webp',
      'https://cdn.example.ru/a.webp',
      '/uploads/products/../x.webp',
      '/uploads/products/a.jpg',
    ]) {
      expect(imageVariants(path)).toEqual({ page: path, card: path, srcSet: undefined });
    }
  });
});
