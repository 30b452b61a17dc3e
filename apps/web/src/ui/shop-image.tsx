import { useState } from 'react';
import type { ImgHTMLAttributes } from 'react';
import { imageUrl, PLACEHOLDER_IMAGE } from '../lib/images';

interface ShopImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The stored image path (relative, absolute or null). */
  path: string | null | undefined;
  alt: string;
}

/** A product or category image that falls back to the placeholder when missing or broken. */
export function ShopImage({ path, alt, loading = 'lazy', decoding = 'async', ...rest }: ShopImageProps) {
  const src = imageUrl(path);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      decoding={decoding}
      src={failedSrc === src ? PLACEHOLDER_IMAGE : src}
      onError={() => setFailedSrc(src)}
    />
  );
}
