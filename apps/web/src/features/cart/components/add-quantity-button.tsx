import { toast } from 'react-toastify';
import { LoaderCircle, ShoppingCart } from 'lucide-react';
import type { Product } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { useSignInPrompt } from '../../../lib/sign-in-prompt';
import { buttonClass } from '../../../ui/button';
import { useAddToCart } from '../api';
import { forgetCartAdd, rememberCartAdd } from '../pending-add';
import { toastAddedToCart } from './added-to-cart-toast';

interface AddQuantityButtonProps {
  product: Product;
  /** exactly what to add: a calculator's packs, bags, cans or m², already on the product's step */
  quantity: number;
  /** the button's words ('Добавить 8 уп. в корзину') */
  label: string;
  /** the words while the request runs */
  busyLabel?: string;
  disabled?: boolean;
}

/**
 * Puts a calculated quantity into the cart the way the product page's 'В корзину' does: at once for a
 * signed-in customer; a guest gets the sign-in modal, and the quantity is added once they have signed in.
 */
export function AddQuantityButton({
  product,
  quantity,
  label,
  busyLabel = TEXTS.cart.adding,
  disabled = false,
}: AddQuantityButtonProps) {
  const { user, loading } = useSession();
  const promptSignIn = useSignInPrompt();
  const addToCart = useAddToCart();
  const busy = addToCart.isPending;

  const add = () => {
    const item = { product_id: product.id, quantity };
    if (!user) {
      if (promptSignIn) {
        rememberCartAdd(item);
        promptSignIn({ notice: TEXTS.cart.loginToAdd, onCancel: forgetCartAdd });
      } else {
        toast.error(TEXTS.cart.loginToAdd);
      }
      return;
    }
    addToCart.mutate(item, {
      onSuccess: () => toastAddedToCart(),
      onError: (error) => toast.error(errorMessage(error, TEXTS.cart.addFailed)),
    });
  };

  const Icon = busy ? LoaderCircle : ShoppingCart;
  return (
    <button
      type="button"
      onClick={add}
      disabled={disabled || loading || busy}
      aria-busy={busy || undefined}
      className={buttonClass('primary', 'min-h-12 w-full sm:w-auto')}
    >
      <Icon aria-hidden="true" className={`size-5 shrink-0 ${busy ? 'animate-spin' : ''}`} />
      <span className="min-w-0 text-center leading-tight text-balance">{busy ? busyLabel : label}</span>
    </button>
  );
}
