/**
 * The live updates over the socket. Strings are the spec's wording verbatim; entries under a "wording
 * not given by the spec" comment are ours.
 */

export const REALTIME_TEXTS = {
  orderUpdate: 'Поступил новый заказ или обновился статус существующего!',
  websocketError: (message: string) => `Ошибка WebSocket: ${message}`,
} as const;
