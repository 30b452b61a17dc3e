import { useState } from 'react';
import { ZoomIn } from 'lucide-react';
import { IMAGE_PAGE_WIDTH } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { Modal } from '../../../ui/modal';
import { ShopImage } from '../../../ui/shop-image';

interface ProductImageZoomProps {
  image: string | null;
  name: string;
  /** Shown over the image's corner (the discount percent). */
  badge?: string;
}

/** The large product image; a click opens it enlarged in a modal (Esc or the close button closes it). */
export function ProductImageZoom({ image, name, badge }: ProductImageZoomProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={`${TEXTS.productPage.zoom}: ${name}`}
        className="group relative block aspect-square w-full cursor-zoom-in overflow-hidden rounded-2xl border border-slate-200 bg-white"
      >
        <ShopImage
          path={image}
          alt={name}
          width={800}
          height={800}
          sizes="(min-width: 1024px) 600px, 100vw"
          loading="eager"
          fetchPriority="high"
          className="size-full object-contain p-4 sm:p-6"
        />
        {badge && (
          <span className="absolute top-3 left-3 rounded-lg bg-red-600 px-2 py-1 text-sm font-bold text-white">
            {badge}
          </span>
        )}
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-600 shadow-sm ring-1 ring-slate-200 transition group-hover:text-brand-700"
        >
          <ZoomIn className="size-5" />
        </span>
      </button>
      {/* the modal draws nothing while closed: the large picture is fetched only when it opens */}
      <Modal open={open} onClose={() => setOpen(false)} title={name} widthClass="sm:max-w-4xl">
        <div className="flex items-center justify-center bg-white p-2 sm:p-4">
          {/* the largest stored size, never the card size a phone's narrow screen would pick from srcset */}
          <ShopImage
            path={image}
            alt={name}
            size="page"
            single
            width={IMAGE_PAGE_WIDTH}
            height={IMAGE_PAGE_WIDTH}
            loading="eager"
            className="max-h-[78dvh] w-auto max-w-full object-contain"
          />
        </div>
      </Modal>
    </>
  );
}
