import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Product } from '@shop/shared/catalog/schemas';
import { cardStockLabel } from '@shop/shared/catalog/stock';
import { perUnitLabel } from '@shop/shared/catalog/units';
import { paths } from '../../../lib/paths';
import { Price } from '../../../ui/price';
import { ShopImage } from '../../../ui/shop-image';
import { StockBadge } from '../../../ui/stock-badge';
import { ProductEditButton } from './admin/product-edit-button';

interface ProductCardProps {
  product: Product;
  /** The buying control under the price; the page passes the cart's button in (features stay apart). */
  action?: ReactNode;
}

/**
 * Catalogue card (spec §2/§4): image, name, price per unit with the struck-out original, 3-level stock label;
 * for admins 'Редактировать' under the buying control (outside the card's links).
 */
export function ProductCard({ product, action }: ProductCardProps) {
  const href = paths.product.href(product.id);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:border-brand-300 hover:shadow-md">
      <Link
        to={href}
        className="relative block aspect-square overflow-hidden bg-slate-50"
        tabIndex={-1}
        aria-hidden="true"
      >
        <ShopImage
          path={product.image}
          size="card"
          alt=""
          width={400}
          height={400}
          className="size-full object-contain p-2 transition duration-300 group-hover:scale-105"
        />
        {product.effective_discount > 0 && (
          <span className="absolute top-2 left-2 rounded-md bg-red-600 px-1.5 py-0.5 text-xs font-bold text-white">
            −{product.effective_discount}%
          </span>
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3">
        <StockBadge label={cardStockLabel(product.stock_quantity)} className="self-start" />
        {/* the whole name, broken between words only; a token wider than the card (a long article)
            breaks anywhere rather than push the page sideways */}
        <h3 className="text-sm leading-snug font-medium wrap-anywhere [word-break:normal] hyphens-manual text-slate-800 group-hover:text-brand-700">
          <Link to={href}>{product.name}</Link>
        </h3>
        <div className="mt-auto space-y-2 pt-1">
          <Price
            price={product.discounted_price}
            originalPrice={product.price}
            perUnit={perUnitLabel(product.unit_name)}
          />
          {action}
          <ProductEditButton product={product} variant="card" />
        </div>
      </div>
    </article>
  );
}

export function ProductCardGrid({
  products,
  renderAction,
}: {
  products: readonly Product[];
  renderAction?: (product: Product) => ReactNode;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} action={renderAction?.(product)} />
        </li>
      ))}
    </ul>
  );
}
