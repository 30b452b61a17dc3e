import { z } from 'zod';
import { TEXTS } from './texts.js';

/** Stable machine-readable error codes; the web switches on these, never on the Russian text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'CART_ITEM_NOT_FOUND',
  'OUT_OF_STOCK',
  'ORDER_NOT_FOUND',
  'PRICES_CHANGED',
  'ALREADY_RATED',
  'NOT_PURCHASED',
  'CONFLICT',
  'EMAIL_TAKEN',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'INVALID_CODE',
  'WEAK_PASSWORD',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ApiError = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Default Russian texts for errors that carry no more specific message. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Проверьте правильность введённых данных',
  UNAUTHORIZED: TEXTS.auth.unauthorized,
  FORBIDDEN: TEXTS.auth.adminOnly,
  NOT_FOUND: 'Запрошенный ресурс не найден',
  CATEGORY_NOT_FOUND: 'Категория не найдена. Пожалуйста, выберите другую категорию.',
  PRODUCT_NOT_FOUND: 'Товар не найден или произошла ошибка загрузки.',
  CART_ITEM_NOT_FOUND: TEXTS.cart.itemNotFound,
  OUT_OF_STOCK: TEXTS.cart.productOutOfStock,
  ORDER_NOT_FOUND: TEXTS.adminOrders.orderNotFound,
  PRICES_CHANGED: TEXTS.checkout.pricesChanged,
  ALREADY_RATED: TEXTS.ratings.alreadyRated,
  NOT_PURCHASED: TEXTS.ratings.onlyPurchased,
  CONFLICT: 'Конфликт данных',
  EMAIL_TAKEN: TEXTS.auth.emailTaken,
  EMAIL_NOT_VERIFIED: TEXTS.auth.emailNotVerified,
  INVALID_CREDENTIALS: TEXTS.auth.loginFailed,
  INVALID_CODE: TEXTS.auth.codeInvalid,
  WEAK_PASSWORD: TEXTS.auth.passwordTooCommon,
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  RATE_LIMITED: 'Слишком много запросов. Попробуйте позже',
  SERVICE_UNAVAILABLE: 'Сервис временно недоступен. Попробуйте позже',
  INTERNAL: 'Произошла ошибка',
};
