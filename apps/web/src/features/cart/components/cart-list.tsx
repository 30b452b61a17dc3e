import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Trash2 } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/schemas';
import { maxSaleQuantity, stepSaleQuantity, toThousandths } from '@shop/shared/catalog/quantity';
import { perUnitLabel, quantityWithUnit, shownUnit } from '@shop/shared/catalog/units';
import { formatRoubles } from '@shop/shared/money';
import { lineTotal, orderTotal } from '@shop/shared/pricing';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/api-client';
import { buttonClass } from '../../../ui/button';
import { Price } from '../../../ui/price';
import { QuantityInput } from '../../../ui/quantity-input';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import { ShopImage } from '../../../ui/shop-image';
import { useClearCart, useRemoveCartItem, useUpdateCartItem } from '../api';
import { cartWeightText } from '../order-weight';

/** The order total of the cart lines by the shared discount rule (spec §9). */
export function cartTotal(items: readonly CartItem[]): number {
  return orderTotal(items.map((item) => ({ product: item.Product, quantity: item.quantity })));
}

const T = TEXTS.cart;

/**
 * One cart line: picture, name, price per unit, quantity stepper (the minimum..the stock on the step:
 * 2,5 м) with the unit, line total, delete.
 */
function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { Product: product, quantity } = item;
  const busy = update.isPending || remove.isPending;
  const href = paths.product.href(product.id);
  const unit = shownUnit(product.unit_name);
  const rule = { min_quantity: product.min_quantity, quantity_step: product.quantity_step };
  const short = toThousandths(quantity) > toThousandths(product.stock_exact);

  const setQuantity = (next: number) => {
    // spec §4: a quantity below the minimum (1 for whole units) removes the line instead
    if (toThousandths(next) < toThousandths(rule.min_quantity)) {
      removeLine();
      return;
    }
    update.mutate(
      { id: item.id, quantity: next },
      { onError: (error) => toast.error(errorMessage(error, T.quantityFailed)) },
    );
  };

  const removeLine = () =>
    remove.mutate(item.id, {
      onSuccess: () => toast.success(T.removed),
      onError: (error) => toast.error(errorMessage(error, T.removeFailed)),
    });

  return (
    <li
      className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:gap-4 sm:p-4"
      aria-busy={busy || undefined}
    >
      <Link to={href} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <ShopImage
          path={product.image}
          alt=""
          className="size-20 rounded-lg border border-slate-100 object-contain sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <Link
            to={href}
            className="line-clamp-3 font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {product.name}
          </Link>
          <button
            type="button"
            onClick={removeLine}
            disabled={busy}
            aria-label={T.removeLine(product.name)}
            className={buttonClass('ghost', 'shrink-0 px-2! text-sm! text-slate-500')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{TEXTS.common.delete}</span>
          </button>
        </div>
        <Price
          price={product.discounted_price}
          originalPrice={product.price}
          perUnit={perUnitLabel(product.unit_name)}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <QuantityStepper
              label={T.lineQuantity(product.name)}
              value={quantity}
              min={rule.min_quantity}
              step={rule.quantity_step}
              max={maxSaleQuantity(product.stock_exact, rule)}
              onChange={(next) =>
                // a line over a lowered stock steps down to what is there; otherwise one step
                setQuantity(
                  short
                    ? next
                    : stepSaleQuantity(quantity, next > quantity ? 1 : -1, product.stock_exact, rule),
                )
              }
              disabled={busy}
            >
              {/* typed quantities are saved on leaving the field or Enter, kept between the minimum
                  and the stock on the step */}
              <QuantityInput
                label={T.lineQuantity(product.name)}
                value={quantity}
                max={product.stock_exact}
                rule={rule}
                onCommit={setQuantity}
                disabled={busy}
                saving={update.isPending}
              />
            </QuantityStepper>
            {unit && (
              <span className="text-sm text-slate-600" data-testid="line-unit">
                {unit}
              </span>
            )}
          </div>
          <p className="text-right text-sm text-slate-600">
            {T.lineTotal}:{' '}
            <span className="text-base font-bold whitespace-nowrap text-slate-900" data-testid="line-total">
              {formatRoubles(lineTotal(product, quantity))}
            </span>
          </p>
        </div>
        {short && (
          <p className="text-sm font-medium text-red-700">
            {T.notEnoughStock(quantityWithUnit(Math.max(product.stock_exact, 0), unit))}
          </p>
        )}
      </div>
    </li>
  );
}

/** The cart's lines, 'Очистить корзину', the overall 'Итого' (spec §2 Cart) and the delivery under it. */
export function CartList({
  items,
  total,
  delivery,
}: {
  items: readonly CartItem[];
  total: number;
  /** the delivery line of the cart's goods */
  delivery?: ReactNode;
}) {
  const clear = useClearCart();
  const weight = cartWeightText(items);

  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast.success(T.cleared),
      onError: (error) => toast.error(errorMessage(error, T.clearFailed)),
    });

  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label={T.items}>
        {items.map((item) => (
          <CartLine key={item.id} item={item} />
        ))}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4">
        <button
          type="button"
          onClick={clearAll}
          disabled={clear.isPending}
          className={buttonClass('secondary', 'text-sm!')}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {T.clear}
        </button>
        <div className="text-right">
          <p className="text-lg font-semibold text-slate-900">
            {T.total}:{' '}
            <span className="font-bold whitespace-nowrap" data-testid="cart-total">
              {formatRoubles(total)}
            </span>
          </p>
          {weight && (
            <p className="text-sm text-slate-600" data-testid="cart-weight">
              {weight}
            </p>
          )}
        </div>
        {/* the delivery of the whole cart and pickup (the page passes the delivery feature's line) */}
        {delivery && <div className="w-full border-t border-slate-100 pt-3">{delivery}</div>}
      </div>
    </div>
  );
}
