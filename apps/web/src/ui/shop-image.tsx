import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { imageVariants } from '@shop/shared/images';
import { imageUrl, PLACEHOLDER_IMAGE } from '../lib/images';

/** Which stored size a picture starts from: 'card' for cards and thumbnails, 'page' for large pictures. */
export type ShopImageSize = 'card' | 'page';

/** The width of a card in the shop's grids (two columns on a phone, up to four on a desktop). */
export const CARD_IMAGE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 33vw, 50vw';

interface ShopImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The stored image path (relative, absolute or null). */
  path: string | null | undefined;
  alt: string;
  /** The size used as `src` when the picture has a card and a page size (default 'page'). */
  size?: ShopImageSize;
  /**
   * How wide the picture is shown, for the browser's choice from `srcset`; a card defaults to
   * CARD_IMAGE_SIZES, a page-size picture to the browser's default (the viewport width).
   */
  sizes?: string;
  /** Only the `size` file, without `srcset`: a zoom wants the largest picture whatever the screen. */
  single?: boolean;
}

interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * The shop's own pictures are addressed from the root of the page's origin, so the server's page and
 * the browser's draw the same `src` (the server cannot know the address the visitor typed).
 */
const SAME_ORIGIN = '';

/**
 * The `src` and `srcset` of a stored path. Uploaded pictures come in a card and a page size (spec §7 images);
 * the path is cleaned first (host prefixes collapsed), so a stored absolute address gets its sizes too.
 */
function imageSources(path: string | null | undefined, size: ShopImageSize): ImageSources {
  const url = imageUrl(path, SAME_ORIGIN);
  if (!url.startsWith('/')) return { src: url };
  const variants = imageVariants(url);
  if (!variants.srcSet) return { src: url };
  return { src: imageUrl(variants[size], SAME_ORIGIN), srcSet: variants.srcSet };
}

/**
 * A product, category or promotion picture that falls back to the placeholder when missing or broken.
 * A picture stored in two sizes gets a `srcset`, so a phone downloads the card size.
 */
export function ShopImage({
  path,
  alt,
  size = 'page',
  sizes,
  srcSet: givenSrcSet,
  single = false,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ShopImageProps) {
  const sources = imageSources(path, size);
  const srcSet = single ? undefined : (givenSrcSet ?? sources.srcSet);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === sources.src;
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      decoding={decoding}
      src={failed ? PLACEHOLDER_IMAGE : sources.src}
      srcSet={failed ? undefined : srcSet}
      sizes={failed || !srcSet ? undefined : (sizes ?? (size === 'card' ? CARD_IMAGE_SIZES : undefined))}
      onError={() => setFailedSrc(sources.src)}
    />
  );
}
