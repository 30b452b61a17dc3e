/**
 * Sending an import file with its upload percentage. The shop's api client sends it (the browser's
 * XMLHttpRequest adapter of axios, whose upload progress events give the percentage), so the bearer
 * token, the error shape and the global 401 are the app's own; a file is never sent twice by the
 * client's retries, and each call has its own time-out (spec §9).
 */
import { AxiosError } from 'axios';
import { IMPORT_TEXTS } from '@shop/shared/import/texts';
import { TEXTS } from '@shop/shared/texts';
import { apiClient, ApiRequestError, errorMessage } from '../../lib/api-client';
import { readStored } from '../../lib/storage';

/** Refused before sending: there is no token to send (spec §6). */
export class MissingTokenError extends Error {
  constructor() {
    super(TEXTS.auth.authTokenMissing);
    this.name = 'MissingTokenError';
  }
}

/** Import and admin calls need the stored token (spec §6 'Токен авторизации отсутствует'). */
export function requireToken(): void {
  if (!readStored('token')) throw new MissingTokenError();
}

/** No retries: a failed upload or a destructive call is the person's to repeat. */
export const ONCE = { 'axios-retry': { retries: 0 } } as const;

export interface Upload<T> {
  status: number;
  data: T;
}

/** POST a multipart form, reporting the share of the body sent (0–100). */
export async function uploadWithProgress<T>(
  url: string,
  body: FormData,
  { timeoutMs, onProgress }: { timeoutMs: number; onProgress: (percent: number) => void },
): Promise<Upload<T>> {
  requireToken();
  const response = await apiClient.post<T>(url, body, {
    ...ONCE,
    timeout: timeoutMs,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.min(100, Math.floor((event.loaded * 100) / event.total)));
    },
  });
  return { status: response.status, data: response.data };
}

const httpStatus = (error: unknown) => (error instanceof ApiRequestError ? error.status : undefined);

/** The message of a failed import call: session, missing token, the server's text, else the fallback (spec §8). */
export function importErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof MissingTokenError) return error.message;
  if (httpStatus(error) === 401) return TEXTS.auth.sessionExpired;
  return errorMessage(error, fallback);
}

const TIMEOUT_CODES = new Set<string | undefined>([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]);

/** The pictures upload's own messages (spec §8 Image upload): too large, network, time-out. */
export function imageUploadErrorMessage(error: unknown): string {
  const message = importErrorMessage(error, TEXTS.common.genericError);
  if (/File too large/i.test(message) || httpStatus(error) === 413) return TEXTS.validation.fileTooLarge;
  if (error instanceof ApiRequestError && error.status === undefined) {
    return TIMEOUT_CODES.has(error.code)
      ? IMPORT_TEXTS.imageUpload.timeout
      : IMPORT_TEXTS.imageUpload.networkError;
  }
  return message;
}
