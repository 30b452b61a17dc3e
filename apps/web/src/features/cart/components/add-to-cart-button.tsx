import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { clampSaleQuantity, maxSaleQuantity } from '@shop/shared/catalog/quantity';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../../../lib/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import { writeStored } from '../../../lib/storage';
import { buttonClass } from '../../../ui/button';
import { useAddToCart } from '../api';
import { forgetCartAdd, rememberCartAdd } from '../pending-add';
import type { PendingCartItem } from '../pending-add';
import { toastAddedToCart } from './added-to-cart-toast';

export type AddToCartVariant = 'card' | 'page' | 'home';

interface AddToCartButtonProps {
  product: Product;
  /**
   * How many to add (the product page's picker); kept between the product's minimum and its stock on
   * its step. The minimum when not given (a card: 1 for whole units, 0.1 m for a metre product).
   */
  quantity?: number;
  /** 'card' and 'home': compact, full width; 'page': the large button of the product page. */
  variant?: AddToCartVariant;
  className?: string;
}

// `!` where buttonClass already sets the property (px-4, gap-2, sm:text-base): the class order alone
// does not decide which Tailwind utility wins
const COMPACT = 'w-full gap-1.5! px-2! text-sm sm:text-sm!';
const VARIANT_CLASSES: Record<AddToCartVariant, string> = {
  card: COMPACT,
  home: COMPACT,
  page: 'min-h-12 w-full px-8! text-base! sm:w-auto sm:text-lg!',
};

/**
 * Adds the product to the signed-in user's cart (spec §5, §8). Disabled when out of stock, while the
 * session is loading and while the request runs. A guest gets 'Войдите, чтобы добавить товар в корзину'
 * with the sign-in modal (on the home page: a toast and /login, spec §5); the product is added once they
 * have signed in (PendingCartAdd).
 */
export function AddToCartButton({
  product,
  quantity,
  variant = 'card',
  className = '',
}: AddToCartButtonProps) {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const promptSignIn = useSignInPrompt();
  const addToCart = useAddToCart();
  const rule = { min_quantity: product.min_quantity, quantity_step: product.quantity_step };
  const inStock = maxSaleQuantity(product.stock_exact, rule) > 0;
  const busy = addToCart.isPending;

  const askGuestToSignIn = (item: PendingCartItem) => {
    if (variant !== 'home' && promptSignIn) {
      rememberCartAdd(item);
      promptSignIn({ notice: TEXTS.cart.loginToAdd, onCancel: forgetCartAdd });
      return;
    }
    toast.error(TEXTS.cart.loginToAdd);
    if (variant === 'home') {
      // signed in on /login, the guest comes back here and the product is added
      rememberCartAdd(item);
      writeStored('redirectTo', location.pathname + location.search);
      void navigate(paths.login.href());
    }
  };

  const add = () => {
    const item = {
      product_id: product.id,
      quantity: clampSaleQuantity(quantity ?? product.min_quantity, product.stock_exact, rule),
    };
    if (!user) {
      askGuestToSignIn(item);
      return;
    }
    addToCart.mutate(item, {
      onSuccess: () => toastAddedToCart(),
      onError: (error) =>
        toast.error(
          errorMessage(error, variant === 'home' ? TEXTS.cart.addFailedHome : TEXTS.cart.addFailed),
        ),
    });
  };

  const Icon = busy ? LoaderCircle : ShoppingCart;
  return (
    <button
      type="button"
      onClick={add}
      disabled={!inStock || loading || busy}
      aria-busy={busy || undefined}
      className={buttonClass('primary', `${VARIANT_CLASSES[variant]} ${className}`)}
    >
      {inStock && (
        <Icon
          aria-hidden="true"
          className={`${variant === 'page' ? 'size-5' : 'size-4'} shrink-0 ${busy ? 'animate-spin' : ''}`}
        />
      )}
      {/* a narrow card wraps 'Нет в наличии' between its words instead of cutting it */}
      <span className="min-w-0 text-center leading-tight text-balance">
        {!inStock ? TEXTS.stock.outOfStock : busy ? TEXTS.cart.adding : TEXTS.cart.addButton}
      </span>
    </button>
  );
}
