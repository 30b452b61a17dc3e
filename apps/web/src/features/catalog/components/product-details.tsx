import { useState } from 'react';
import type { ReactNode } from 'react';
import type { ProductDetail, ProductProperty } from '@shop/shared/catalog/schemas';
import { clampSaleQuantity, isFractional, maxSaleQuantity } from '@shop/shared/catalog/quantity';
import { isInStock, stockLabel } from '@shop/shared/catalog/stock';
import { perUnitLabel, quantityWithUnit, shownStock, shownUnit } from '@shop/shared/catalog/units';
import { formatKopecks } from '@shop/shared/money';
import { lineTotalKopecks } from '@shop/shared/pricing';
import { TEXTS } from '@shop/shared/texts';
import { Price } from '../../../ui/price';
import { StockBadge } from '../../../ui/stock-badge';
import { ProductEditButton } from './admin/product-edit-button';
import { ProductImageZoom } from './product-image-zoom';
import { ProductQuantityPicker, saleRuleOf } from './product-quantity-picker';

interface ProductDetailsProps {
  product: ProductDetail;
  /** The rating line (the ratings feature's summary; the page passes it in). */
  rating?: ReactNode;
  /** The buying button for the chosen quantity (the cart's button; the page passes it in). */
  renderAction?: (quantity: number) => ReactNode;
  /** What delivery and pickup cost and when (the delivery feature's line; the page passes it in). */
  delivery?: ReactNode;
}

/**
 * The product page body (spec §2): image with zoom, name, 5-level stock label, rating, price per unit with
 * the struck-out original and the discount, the stock in units, quantity picker and add-to-cart, article,
 * unit, barcode, description and the 'Характеристики' table.
 */
export function ProductDetails({ product, rating, renderAction, delivery }: ProductDetailsProps) {
  const rule = saleRuleOf(product);
  const [chosen, setChosen] = useState(1);
  // between the minimum and the stock on the step (1 for whole units): what the buttons buy
  const quantity = clampSaleQuantity(chosen, product.stock_exact, rule);
  const canBuy = maxSaleQuantity(product.stock_exact, rule) > 0;
  const discount = product.effective_discount;
  const article = product.article.trim();
  const unit = shownUnit(product.unit_name);
  const barcode = product.barcode?.trim();
  const description = product.description.trim();

  return (
    <article className="space-y-8">
      <div className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <ProductImageZoom
          image={product.image}
          name={product.name}
          badge={discount > 0 ? `−${discount}%` : undefined}
        />
        <div className="min-w-0 space-y-4">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {product.name}
          </h1>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <span className="inline-flex items-center gap-2 text-sm text-slate-600">
              {TEXTS.productPage.stock}
              <StockBadge label={stockLabel(product.stock_quantity)} className="text-sm" />
            </span>
            {rating}
            <ProductEditButton product={product} />
          </div>

          <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <Price
                price={product.discounted_price}
                originalPrice={product.price}
                perUnit={perUnitLabel(unit)}
                size="lg"
              />
              {discount > 0 && (
                <span className="rounded-md bg-red-50 px-2 py-1 text-sm font-semibold text-red-700 ring-1 ring-red-200 ring-inset">
                  {TEXTS.productPage.discount(discount)}
                </span>
              )}
            </div>
            {isInStock(product.stock_exact) && (
              <p className="text-sm text-slate-600">
                {TEXTS.productPage.inStockQuantity(quantityWithUnit(shownStock(product), unit))}
              </p>
            )}
            <div className="flex flex-col items-start gap-3 min-[400px]:flex-row min-[400px]:items-center">
              <div className="flex items-center gap-2">
                <ProductQuantityPicker
                  value={quantity}
                  stock={product.stock_exact}
                  rule={rule}
                  onChange={setChosen}
                />
                {unit && <span className="text-sm text-slate-600">{unit}</span>}
              </div>
              <div className="w-full min-w-0 min-[400px]:w-auto min-[400px]:flex-1">
                {renderAction?.(quantity)}
              </div>
            </div>
            {canBuy && (isFractional(rule) || quantity !== 1) && (
              <div className="space-y-1 text-sm text-slate-600">
                {isFractional(rule) && (
                  <p data-testid="sale-rule">
                    {TEXTS.productPage.saleRule(
                      quantityWithUnit(rule.min_quantity, unit),
                      quantityWithUnit(rule.quantity_step, unit),
                    )}
                  </p>
                )}
                <p>
                  {TEXTS.productPage.lineTotal('')}
                  <span className="font-semibold whitespace-nowrap text-slate-900" data-testid="chosen-total">
                    {formatKopecks(lineTotalKopecks(product, quantity))}
                  </span>
                </p>
              </div>
            )}
            {delivery}
          </div>

          {(article || unit || barcode) && (
            <ul className="space-y-1 text-sm text-slate-600">
              {article && <li>{TEXTS.productPage.article(article)}</li>}
              {unit && <li>{TEXTS.productPage.unit(unit)}</li>}
              {barcode && <li>{TEXTS.productPage.barcode(barcode)}</li>}
            </ul>
          )}
        </div>
      </div>

      {(description || product.properties.length > 0) && (
        <div className="grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
          {description && (
            <section aria-labelledby="product-description-title" className="max-w-3xl">
              <h2 id="product-description-title" className={SECTION_TITLE}>
                {TEXTS.productPage.description}
              </h2>
              <p className="leading-relaxed break-words whitespace-pre-line text-slate-700">{description}</p>
            </section>
          )}
          <ProductProperties properties={product.properties} />
        </div>
      )}
    </article>
  );
}

const SECTION_TITLE = 'mb-3 text-xl font-bold text-slate-900';

/** 'Характеристики': name and value rows, zebra-striped; nothing when the product has none. */
export function ProductProperties({ properties }: { properties: readonly ProductProperty[] }) {
  if (properties.length === 0) return null;
  return (
    <section aria-labelledby="product-properties-title" className="max-w-3xl">
      <h2 id="product-properties-title" className={SECTION_TITLE}>
        {TEXTS.productPage.properties}
      </h2>
      <div className="overflow-hidden rounded-xl border border-slate-200">
        <table className="w-full table-fixed text-sm">
          <tbody>
            {properties.map(({ name, value }, index) => (
              <tr key={`${index}-${name}`} className="odd:bg-slate-50 even:bg-white">
                <th
                  scope="row"
                  className="w-1/2 px-3 py-2 text-left align-top font-normal wrap-break-word hyphens-auto text-slate-600 sm:w-2/5 sm:px-4"
                >
                  {name}
                </th>
                <td className="px-3 py-2 align-top font-medium wrap-break-word hyphens-auto text-slate-900 sm:px-4">
                  {value}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
