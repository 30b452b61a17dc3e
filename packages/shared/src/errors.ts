import { z } from 'zod';

/** Stable machine-readable error codes; the web switches on these, never on the Russian text. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CATEGORY_NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'CONFLICT',
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
  UNAUTHORIZED: 'Требуется вход в систему',
  FORBIDDEN: 'Доступно только администраторам',
  NOT_FOUND: 'Запрошенный ресурс не найден',
  CATEGORY_NOT_FOUND: 'Категория не найдена. Пожалуйста, выберите другую категорию.',
  PRODUCT_NOT_FOUND: 'Товар не найден или произошла ошибка загрузки.',
  CONFLICT: 'Конфликт данных',
  PAYLOAD_TOO_LARGE: 'Слишком большой запрос',
  RATE_LIMITED: 'Слишком много запросов. Попробуйте позже',
  SERVICE_UNAVAILABLE: 'Сервис временно недоступен. Попробуйте позже',
  INTERNAL: 'Произошла ошибка',
};
