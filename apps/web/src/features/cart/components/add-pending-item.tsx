import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/use-session';
import { useAddToCart } from '../api';
import { takeCartAdd } from '../pending-add';
import { toastAddedToCart } from './added-to-cart-toast';

/**
 * Adds the remembered product once for the signed-in user. Stays mounted once started, so the answer
 * is shown even after the sign-in navigated elsewhere.
 */
export function AddPendingItem() {
  const { user } = useSession();
  const userId = user?.id;
  const { mutate } = useAddToCart();

  useEffect(() => {
    if (userId === undefined) return;
    const item = takeCartAdd();
    if (!item) return;
    mutate(item, {
      onSuccess: () => toastAddedToCart(),
      onError: (error) => toast.error(errorMessage(error, TEXTS.cart.addFailed)),
    });
  }, [userId, mutate]);

  return null;
}
