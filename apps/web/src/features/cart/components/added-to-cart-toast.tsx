import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';

/** The 'added' toast's text with the way on to the cart. */
export function AddedToCartNotice() {
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span>{TEXTS.cart.added}</span>
      <Link
        to={paths.cart.href()}
        className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {TEXTS.cart.goToCart}
      </Link>
    </span>
  );
}

/** 'Товар добавлен в корзину!' with a 'Перейти в корзину' link (spec §8). */
export function toastAddedToCart() {
  toast.success(<AddedToCartNotice />);
}
