import { lazy, Suspense, useState } from 'react';
import { Phone } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/schemas';
import type { Product } from '@shop/shared/catalog/schemas';
import { clampSaleQuantity, maxSaleQuantity } from '@shop/shared/catalog/quantity';
import { shownUnit } from '@shop/shared/catalog/units';
import { formatKopecks, formatRoubles } from '@shop/shared/money';
import { lineTotalKopecks } from '@shop/shared/pricing';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from '../../../ui/button';
import { QuantityInput } from '../../../ui/quantity-input';
import { QuantityStepper } from '../../../ui/quantity-stepper';
import type { QuickOrderDefaults } from './quick-order-dialog';

// the form (and zod with it) loads on the first press: a product page does not download it
const QuickOrderDialog = lazy(() =>
  import('./quick-order-dialog').then((module) => ({ default: module.QuickOrderDialog })),
);

const Q = TEXTS.quickOrder;

interface ProductQuickOrderProps {
  product: Product;
  /** The quantity chosen on the product page: the dialog starts from it. */
  quantity: number;
  className?: string;
}

/**
 * 'Купить в 1 клик' under the product page's add-to-cart, for guests and customers alike: orders this
 * product by phone without the cart (which stays as it is). Nothing for a product out of stock.
 */
export function ProductQuickOrder({ product, quantity, className = '' }: ProductQuickOrderProps) {
  const [open, setOpen] = useState(false);
  const rule = { min_quantity: product.min_quantity, quantity_step: product.quantity_step };
  const [ordered, setOrdered] = useState(product.min_quantity);
  const most = maxSaleQuantity(product.stock_exact, rule);
  if (most === 0) return null;

  const unit = shownUnit(product.unit_name);
  const order = (next: number) => setOrdered(clampSaleQuantity(next, product.stock_exact, rule));
  const openDialog = () => {
    order(quantity);
    setOpen(true);
  };
  return (
    <>
      <OpenQuickOrderButton onClick={openDialog} className={`sm:w-auto ${className}`} />
      {open && (
        <Suspense fallback={null}>
          <QuickOrderDialog
            open={open}
            onClose={() => setOpen(false)}
            lines={() => [{ product_id: product.id, quantity: ordered }]}
            summary={
              <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
                <p className="font-medium text-slate-900">{product.name}</p>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <div className="flex items-center gap-2">
                    <QuantityStepper
                      label={TEXTS.productPage.quantity}
                      value={ordered}
                      min={rule.min_quantity}
                      step={rule.quantity_step}
                      max={most}
                      onChange={order}
                    >
                      <QuantityInput
                        label={TEXTS.productPage.quantity}
                        value={ordered}
                        max={product.stock_exact}
                        rule={rule}
                        onCommit={order}
                        live
                      />
                    </QuantityStepper>
                    {unit && <span className="text-sm text-slate-600">{unit}</span>}
                  </div>
                  <span
                    className="font-semibold whitespace-nowrap text-slate-900"
                    data-testid="quick-order-total"
                  >
                    {formatKopecks(lineTotalKopecks(product, ordered))}
                  </span>
                </div>
              </div>
            }
          />
        </Suspense>
      )}
    </>
  );
}

interface CartQuickOrderProps {
  items: readonly CartItem[];
  /** the cart's goods by the shared rule */
  total: number;
  /** name and phone from the customer's profile */
  defaults?: QuickOrderDefaults;
}

/**
 * The cart's 'Купить в 1 клик': the whole cart as an order by phone, the name and phone
 * taken from the profile. The cart is left as it is (the customer clears it when they like).
 */
export function CartQuickOrder({ items, total, defaults }: CartQuickOrderProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <OpenQuickOrderButton onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <QuickOrderDialog
            open={open}
            onClose={() => setOpen(false)}
            lines={() => items.map((item) => ({ product_id: item.product_id, quantity: item.quantity }))}
            defaults={defaults}
            placedNote={Q.cartKept}
            summary={
              <p className="flex items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
                <span>{TEXTS.labels.products}</span>
                <span className="font-semibold whitespace-nowrap text-slate-900">{formatRoubles(total)}</span>
              </p>
            }
          />
        </Suspense>
      )}
    </>
  );
}

function OpenQuickOrderButton({ onClick, className = '' }: { onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={buttonClass('secondary', `min-h-12 w-full ${className}`)}
    >
      <Phone aria-hidden="true" className="size-4" />
      {Q.button}
    </button>
  );
}
