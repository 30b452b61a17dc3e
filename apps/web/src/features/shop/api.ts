/**
 * The shop's settings: the storefront's query (lib/shop-settings.ts, which every part of the app may
 * read) and the admin's save, PUT /shop; the Telegram chat, admins only (/shop/telegram).
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ShopPublic,
  ShopTelegram,
  ShopTelegramTestResult,
  ShopTelegramUpdate,
  ShopUpdate,
} from '@shop/shared/shop/settings';
import { apiClient } from '../../lib/api-client';
import { historyKeys } from '../../ui/change-history';
import { shopKeys, shopQuery } from '../../lib/shop-settings';

export {
  fetchShop,
  shopKeys,
  shopOf,
  shopQuery,
  useOpenNowText,
  useShop,
  SHOP_STALE_TIME_MS,
} from '../../lib/shop-settings';

/** The settings' one row in the change history (GET /history?entity=shop&id=1). */
export const SHOP_HISTORY_ID = 1;

/** PUT /shop (admin): the whole settings; answers them as stored. A 400 names the wrong `fields`. */
export async function updateShop(input: ShopUpdate): Promise<ShopPublic> {
  const { data } = await apiClient.put<ShopPublic>('/shop', input);
  return data;
}

/** The admin's save: the answer replaces the cached settings, so every part of the page shows them at once. */
export function useUpdateShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShop,
    onSuccess: (saved) => {
      queryClient.setQueryData(shopQuery().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: historyKeys.of('shop', SHOP_HISTORY_ID) });
    },
  });
}

/**
 * The realtime `shop.updated`: an admin saved. The settings are read again unless the cache already
 * holds the ones saved then (the tab that saved them).
 */
export async function refreshShop(queryClient: QueryClient, updatedAt: string): Promise<void> {
  if (queryClient.getQueryData(shopQuery().queryKey)?.updatedAt === updatedAt) return;
  await queryClient.invalidateQueries({ queryKey: shopKeys.all });
}

/** The admin's view of the Telegram chat: kept apart from the public settings (secret). */
export const shopTelegramKey = [...shopKeys.all, 'telegram'] as const;

/** GET /shop/telegram (admin): whether a token is set (masked), the chat, what the environment sets. */
export async function fetchShopTelegram(signal?: AbortSignal): Promise<ShopTelegram> {
  const { data } = await apiClient.get<ShopTelegram>('/shop/telegram', { signal });
  return data;
}

export function useShopTelegram() {
  return useQuery({ queryKey: shopTelegramKey, queryFn: ({ signal }) => fetchShopTelegram(signal) });
}

/** PUT /shop/telegram (admin): an empty or missing token keeps the saved one. */
export async function updateShopTelegram(input: ShopTelegramUpdate): Promise<ShopTelegram> {
  const { data } = await apiClient.put<ShopTelegram>('/shop/telegram', input);
  return data;
}

export function useUpdateShopTelegram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShopTelegram,
    onSuccess: (saved) => {
      queryClient.setQueryData(shopTelegramKey, saved);
      return queryClient.invalidateQueries({ queryKey: historyKeys.of('shop', SHOP_HISTORY_ID) });
    },
  });
}

/**
 * POST /shop/telegram-test (admin): 409 without a chat, 502 with Telegram's reason. Sent once: the
 * server already waited for Telegram, and a retry would send another message.
 */
export async function sendTelegramTest(): Promise<ShopTelegramTestResult> {
  const { data } = await apiClient.post<ShopTelegramTestResult>('/shop/telegram-test', undefined, {
    'axios-retry': { retries: 0 },
  });
  return data;
}

export function useSendTelegramTest() {
  return useMutation({ mutationFn: sendTelegramTest });
}
