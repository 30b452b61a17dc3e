import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/schemas';
import { formatRoubles } from '@shop/shared/money';
import { lineTotal, orderTotal } from '@shop/shared/pricing';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../app/paths';
import { errorMessage } from '../../../lib/api-client';
import { buttonClass } from '../../../ui/button';
import { Price } from '../../../ui/price';
import { ShopImage } from '../../../ui/shop-image';
import { useClearCart, useRemoveCartItem, useUpdateCartItem } from '../api';

/** The order total of the cart lines by the shared discount rule (spec §9). */
export function cartTotal(items: readonly CartItem[]): number {
  return orderTotal(items.map((item) => ({ product: item.Product, quantity: item.quantity })));
}

const stepClass =
  'inline-flex size-11 items-center justify-center text-slate-700 hover:bg-slate-100 hover:text-brand-700 ' +
  'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

/** One cart line: picture, name, unit price, quantity stepper (1..stock), line total, delete. */
function CartLine({ item }: { item: CartItem }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const { Product: product, quantity } = item;
  const busy = update.isPending || remove.isPending;
  const href = paths.product.href(product.id);

  const setQuantity = (next: number) => {
    // spec §4: a quantity below 1 removes the line instead
    if (next < 1) {
      removeLine();
      return;
    }
    update.mutate(
      { id: item.id, quantity: next },
      { onError: (error) => toast.error(errorMessage(error, TEXTS.cart.quantityFailed)) },
    );
  };

  const removeLine = () =>
    remove.mutate(item.id, {
      onSuccess: () => toast.success(TEXTS.cart.removed),
      onError: (error) => toast.error(errorMessage(error, TEXTS.cart.removeFailed)),
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
            aria-label={`Удалить «${product.name}» из корзины`}
            className={buttonClass('ghost', 'shrink-0 px-2! text-sm! text-slate-500')}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Удалить</span>
          </button>
        </div>
        <Price price={product.discounted_price} originalPrice={product.price} />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div
            role="group"
            aria-label={`Количество «${product.name}»`}
            className="inline-flex items-center overflow-hidden rounded-lg border border-slate-300"
          >
            <button
              type="button"
              onClick={() => setQuantity(quantity - 1)}
              disabled={busy || quantity <= 1}
              aria-label="Уменьшить количество"
              className={stepClass}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output aria-live="polite" className="min-w-10 text-center font-semibold text-slate-900">
              {quantity}
            </output>
            <button
              type="button"
              onClick={() => setQuantity(quantity + 1)}
              disabled={busy || quantity >= product.stock_quantity}
              aria-label="Увеличить количество"
              className={stepClass}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="text-right text-sm text-slate-600">
            Сумма:{' '}
            <span className="text-base font-bold whitespace-nowrap text-slate-900" data-testid="line-total">
              {formatRoubles(lineTotal(product, quantity))}
            </span>
          </p>
        </div>
        {quantity > product.stock_quantity && (
          <p className="text-sm font-medium text-red-700">
            {TEXTS.cart.notEnoughStock(Math.max(product.stock_quantity, 0))}
          </p>
        )}
      </div>
    </li>
  );
}

/** The cart's lines, 'Очистить корзину' and the overall 'Итого' (spec §2 Cart). */
export function CartList({ items, total }: { items: readonly CartItem[]; total: number }) {
  const clear = useClearCart();

  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast.success(TEXTS.cart.cleared),
      onError: (error) => toast.error(errorMessage(error, TEXTS.cart.clearFailed)),
    });

  return (
    <div className="space-y-3">
      <ul className="space-y-3" aria-label="Товары в корзине">
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
          Очистить корзину
        </button>
        <p className="text-lg font-semibold text-slate-900">
          {TEXTS.cart.total}:{' '}
          <span className="font-bold whitespace-nowrap" data-testid="cart-total">
            {formatRoubles(total)}
          </span>
        </p>
      </div>
    </div>
  );
}
