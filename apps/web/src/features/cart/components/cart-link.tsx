import { Link } from 'react-router';
import { ShoppingCart } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { useCartQuantity } from '../api';

/** The header's cart link with the total quantity badge (hidden at 0). */
export function CartLink({ className = '' }: { className?: string }) {
  const quantity = useCartQuantity();
  const label = quantity > 0 ? TEXTS.cart.linkLabel(quantity) : TEXTS.nav.cart;
  return (
    <Link
      to={paths.cart.href()}
      aria-label={label}
      className={`relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-slate-700 hover:bg-slate-100 hover:text-brand-700 ${className}`}
    >
      <ShoppingCart aria-hidden="true" className="size-6" />
      <span className="hidden font-medium lg:inline">{TEXTS.nav.cart}</span>
      {quantity > 0 && (
        <span
          aria-hidden="true"
          data-testid="cart-badge"
          className="absolute top-0.5 left-6 min-w-5 rounded-full bg-brand-700 px-1.5 text-center text-xs leading-5 font-bold text-white ring-2 ring-white"
        >
          {quantity > 99 ? '99+' : quantity}
        </span>
      )}
    </Link>
  );
}
