import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemInput, Cart } from '@shop/shared/cart/schemas';
import { apiClient } from '../../lib/api-client';
import { USER_SCOPED_META } from '../../lib/session/session-context';
import { useSession } from '../../lib/session/use-session';

/** What the header needs of GET /api/cart (spec §3: `CartItems`, each with a quantity). */
interface CartSummaryResponse {
  CartItems?: Array<{ quantity?: number | string }>;
}

export const cartKeys = {
  all: ['cart'] as const,
  forUser: (userId: number) => [...cartKeys.all, userId] as const,
};

export async function fetchCartSummary(signal?: AbortSignal): Promise<CartSummaryResponse> {
  const { data } = await apiClient.get<CartSummaryResponse>('/cart', { signal });
  return data ?? {};
}

export function totalQuantity(cart: CartSummaryResponse | undefined): number {
  return (cart?.CartItems ?? []).reduce((sum, item) => {
    const quantity = Number(item.quantity);
    return sum + (Number.isFinite(quantity) && quantity > 0 ? quantity : 0);
  }, 0);
}

/** Total number of items in the signed-in user's cart; a guest has no cart and nothing is requested. */
export function useCartQuantity(): number {
  const { user } = useSession();
  const { data } = useQuery({
    queryKey: cartKeys.forUser(user?.id ?? 0),
    queryFn: ({ signal }) => fetchCartSummary(signal),
    enabled: !!user,
    meta: USER_SCOPED_META,
  });
  return user ? totalQuantity(data) : 0;
}

/** POST /api/cart/items → the whole cart after adding (to the existing line of that product, if any). */
export async function addCartItem(body: AddCartItemInput): Promise<Cart> {
  const { data } = await apiClient.post<Cart>('/cart/items', body);
  return data;
}

/** Adds a product to the cart, then reloads the cart (the header badge reads it; spec §4). */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCartItem,
    // not awaited: the button is free again at once, the badge follows when the reload arrives
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
