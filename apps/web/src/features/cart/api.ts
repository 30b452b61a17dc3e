import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCartItemInput, Cart, UpdateCartItemInput } from '@shop/shared/cart/schemas';
import { apiClient } from '../../lib/api-client';
import { USER_SCOPED_META } from '../../lib/session/session-context';
import { useSession } from '../../lib/session/use-session';

/** What the header needs of GET /api/cart (spec §3: `CartItems`, each with a quantity). */
interface CartSummaryResponse {
  CartItems?: Array<{
    quantity?: number | string;
    Product?: { min_quantity?: number; quantity_step?: number };
  }>;
}

export const cartKeys = {
  all: ['cart'] as const,
  forUser: (userId: number) => [...cartKeys.all, userId] as const,
};

/**
 * The badge's count: whole-unit goods by their quantity, a line of goods sold in parts (2,5 м of chain,
 * 12,4 м² of linoleum) as one item.
 */
export function totalQuantity(cart: CartSummaryResponse | undefined): number {
  return (cart?.CartItems ?? []).reduce((sum, item) => {
    const quantity = Number(item.quantity);
    if (!Number.isFinite(quantity) || quantity <= 0) return sum;
    const rule = item.Product;
    const inParts =
      !Number.isInteger(quantity) ||
      (rule !== undefined &&
        (!Number.isInteger(rule.quantity_step ?? 1) || !Number.isInteger(rule.min_quantity ?? 1)));
    return sum + (inParts ? 1 : quantity);
  }, 0);
}

/** Total number of items in the signed-in user's cart; a guest has no cart and nothing is requested. */
export function useCartQuantity(): number {
  const { user } = useSession();
  const { data } = useCart();
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

/** GET /api/cart: every line of the signed-in user's cart with its product. */
export async function fetchCart(signal?: AbortSignal): Promise<Cart> {
  const { data } = await apiClient.get<Cart>('/cart', { signal });
  return { CartItems: data?.CartItems ?? [] };
}

/** The signed-in user's whole cart; shares its cache entry with the header badge. */
export function useCart() {
  const { user } = useSession();
  return useQuery({
    queryKey: cartKeys.forUser(user?.id ?? 0),
    queryFn: ({ signal }) => fetchCart(signal),
    enabled: !!user,
    meta: USER_SCOPED_META,
  });
}

/** PUT /api/cart/items/:id (cart item id) → the whole cart after the change. */
export async function updateCartItem({ id, quantity }: { id: number } & UpdateCartItemInput): Promise<Cart> {
  const { data } = await apiClient.put<Cart>(`/cart/items/${id}`, { quantity });
  return data;
}

/** DELETE /api/cart/items/:id (cart item id) → the whole cart after removing the line. */
export async function removeCartItem(id: number): Promise<Cart> {
  const { data } = await apiClient.delete<Cart>(`/cart/items/${id}`);
  return data;
}

/** DELETE /api/cart/clear → the empty cart. */
export async function clearCart(): Promise<Cart> {
  const { data } = await apiClient.delete<Cart>('/cart/clear');
  return data;
}

/**
 * A cart change (spec §4: the cart reloads after it). The server answers with the whole cart, which
 * becomes the cached cart at once (one round trip on a weak connection); a failure reloads it.
 */
function useCartMutation<Input>(mutationFn: (input: Input) => Promise<Cart>) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: async (cart) => {
      if (user && Array.isArray(cart?.CartItems)) queryClient.setQueryData(cartKeys.forUser(user.id), cart);
      else await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export const useUpdateCartItem = () => useCartMutation(updateCartItem);
export const useRemoveCartItem = () => useCartMutation(removeCartItem);
export const useClearCart = () => useCartMutation(clearCart);
