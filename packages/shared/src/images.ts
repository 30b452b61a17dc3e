/**
 * Pictures uploaded by staff or imported are stored as a page-size WebP with a card-size copy beside
 * it (`<name>.webp`, `<name>.card.webp`). Other pictures (the demo catalogue's) have one size only.
 */
import { IMAGE_CARD_WIDTH, IMAGE_PAGE_WIDTH } from './constants.js';

const WITH_VARIANTS = /^\/uploads\/(?:products|categories|promotions|discounts|catalog)\/[\w-]+\.webp$/;

export interface ImageVariants {
  page: string;
  card: string;
  /** `srcset` for an <img>, or undefined when the picture has one size */
  srcSet: string | undefined;
}

export function imageVariants(path: string): ImageVariants {
  if (!WITH_VARIANTS.test(path)) return { page: path, card: path, srcSet: undefined };
  const card = path.replace(/\.webp$/, '.card.webp');
  return { page: path, card, srcSet: `${card} ${IMAGE_CARD_WIDTH}w, ${path} ${IMAGE_PAGE_WIDTH}w` };
}
