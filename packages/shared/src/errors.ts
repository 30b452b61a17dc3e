import { z } from 'zod';
import { IMPORT_TEXTS } from './import/texts.js';
import { TEXTS } from './texts.js';

/**
 * Stable machine-readable error codes with their HTTP status: the server picks the status from this
 * table (`new AppError(code)`), the web switches on the code, never on the Russian text.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  WEAK_PASSWORD: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_PURCHASED: 403,
  NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  PRODUCT_NOT_FOUND: 404,
  CART_ITEM_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  OUT_OF_STOCK: 409,
  PRICES_CHANGED: 409,
  TOO_MANY_OPEN_ORDERS: 409,
  ORDER_NOT_CANCELLABLE: 409,
  LOGIN_CODE_REQUIRED: 403,
  ALREADY_RATED: 409,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  INVALID_CODE: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  ARTICLE_TAKEN: 409,
  CATEGORY_NOT_EMPTY: 409,
  PROMOTION_NOT_FOUND: 404,
  DISCOUNT_NOT_FOUND: 404,
  RATE_LIMITED: 429,
  IMPORT_RUNNING: 409,
  IMPORT_FAILED: 422,
  /** the signed-in admin's own password, asked again before delete-all, is wrong */
  WRONG_PASSWORD: 403,
  INTERNAL: 500,
  /** a service the shop calls (Telegram) refused or did not answer */
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const ApiError = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

/** Default Russian texts for errors that carry no more specific message. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: TEXTS.errors.validationFailed,
  UNAUTHORIZED: TEXTS.auth.unauthorized,
  FORBIDDEN: TEXTS.auth.adminOnly,
  NOT_FOUND: TEXTS.errors.notFound,
  CATEGORY_NOT_FOUND: TEXTS.catalog.categoryNotFound,
  PRODUCT_NOT_FOUND: TEXTS.catalog.productNotFound,
  CART_ITEM_NOT_FOUND: TEXTS.cart.itemNotFound,
  OUT_OF_STOCK: TEXTS.cart.productOutOfStock,
  ORDER_NOT_FOUND: TEXTS.adminOrders.orderNotFound,
  PRICES_CHANGED: TEXTS.checkout.pricesChanged,
  TOO_MANY_OPEN_ORDERS: TEXTS.checkout.tooManyOpenOrders(5),
  ORDER_NOT_CANCELLABLE: TEXTS.orders.notCancellable,
  LOGIN_CODE_REQUIRED: TEXTS.auth.loginCodeSent,
  ALREADY_RATED: TEXTS.ratings.alreadyRated,
  NOT_PURCHASED: TEXTS.ratings.onlyPurchased,
  CONFLICT: TEXTS.errors.conflict,
  EMAIL_TAKEN: TEXTS.auth.emailTaken,
  EMAIL_NOT_VERIFIED: TEXTS.auth.emailNotVerified,
  INVALID_CREDENTIALS: TEXTS.auth.loginFailed,
  INVALID_CODE: TEXTS.auth.codeInvalid,
  WEAK_PASSWORD: TEXTS.auth.passwordTooCommon,
  PAYLOAD_TOO_LARGE: TEXTS.errors.payloadTooLarge,
  UNSUPPORTED_MEDIA_TYPE: TEXTS.errors.unsupportedMediaType,
  ARTICLE_TAKEN: TEXTS.validation.articleExists,
  CATEGORY_NOT_EMPTY: TEXTS.errors.conflict,
  PROMOTION_NOT_FOUND: TEXTS.promotions.notFound,
  DISCOUNT_NOT_FOUND: TEXTS.discounts.notFound,
  RATE_LIMITED: TEXTS.errors.rateLimited,
  IMPORT_RUNNING: TEXTS.errors.importRunning,
  IMPORT_FAILED: TEXTS.errors.importFailed,
  WRONG_PASSWORD: IMPORT_TEXTS.deleteAll.wrongPassword,
  SERVICE_UNAVAILABLE: TEXTS.errors.serviceUnavailable,
  BAD_GATEWAY: TEXTS.errors.serviceUnavailable,
  INTERNAL: TEXTS.common.genericError,
};

/** The error code an HTTP status stands for when nothing more specific is known (framework errors). */
export function errorCodeOfStatus(status: number): ErrorCode {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
    503: 'SERVICE_UNAVAILABLE',
  };
  if (byStatus[status]) return byStatus[status];
  return status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED';
}
