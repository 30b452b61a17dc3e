import axios, { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosInstance, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import axiosRetry from 'axios-retry';
import { API_RETRY_COUNT, apiRetryDelayMs } from '@shop/shared/constants';
import type { ErrorCode } from '@shop/shared/errors';
import { readStored } from './storage';
/** A request that hangs on a weak mobile connection is abandoned (and retried) after this long. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** The error every api call rejects with: the server's `{ error, code, fields }` plus the HTTP status. */
export class ApiRequestError extends Error {
  readonly status: number | undefined;
  readonly code: ErrorCode | string | undefined;
  readonly fields: Record<string, string> | undefined;
  /** The Russian message from the server (`response.data.error`), when it sent one. */
  readonly serverMessage: string | undefined;
  readonly response: AxiosResponse | undefined;
  readonly url: string | undefined;

  constructor(cause: AxiosError) {
    const data = cause.response?.data as { error?: unknown; code?: unknown; fields?: unknown } | undefined;
    const serverMessage = typeof data?.error === 'string' && data.error.trim() ? data.error : undefined;
    super(serverMessage ?? cause.message, { cause });
    this.name = 'ApiRequestError';
    this.status = cause.response?.status;
    this.code = typeof data?.code === 'string' ? data.code : cause.code;
    this.fields = isStringRecord(data?.fields) ? data.fields : undefined;
    this.serverMessage = serverMessage;
    this.response = cause.response;
    this.url = cause.config?.url;
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  );
}

/** The server's message for a failed call (`response.data.error`), or the given fallback text (spec §7). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.serverMessage ?? fallback;
  const data = (error as { response?: { data?: { error?: unknown } } } | null)?.response?.data;
  return typeof data?.error === 'string' && data.error.trim() ? data.error : fallback;
}

// ---- the global "unauthorized" event (spec §7): any 401 except from logout ----

const authEvents = new EventTarget();
const UNAUTHORIZED_EVENT = 'unauthorized';

export function onUnauthorized(listener: () => void): () => void {
  authEvents.addEventListener(UNAUTHORIZED_EVENT, listener);
  return () => authEvents.removeEventListener(UNAUTHORIZED_EVENT, listener);
}

function emitUnauthorized(): void {
  authEvents.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
}

function isLogoutCall(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return path === 'auth/logout' || path.endsWith('/auth/logout');
}

/**
 * Network errors, time-outs (no answer at all) and server errors (5xx) are worth another try, with one
 * exception: a 503 answered to a form (a POST, PUT… without an Idempotency-Key). The server refused it
 * before doing anything because it is overloaded (busy hashing passwords for sign-ins and
 * registrations, or not ready yet); five more tries of every waiting form would keep it busy, and the
 * person would wait 30 s to read the answer. The form shows the server's message at once instead and
 * can be sent again. Reads, and the checkout (its key makes a repeat safe), still retry.
 */
export function isRetryableError(error: AxiosError): boolean {
  if (axios.isCancel(error) || error.code === AxiosError.ERR_CANCELED) return false;
  if (!error.response) return true;
  const { status } = error.response;
  if (status === 503 && isFormSubmission(error.config)) return false;
  return status >= 500;
}

function isFormSubmission(config: InternalAxiosRequestConfig | undefined): boolean {
  const method = (config?.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'head' || method === 'options') return false;
  return !AxiosHeaders.from(config?.headers).has('Idempotency-Key');
}

export interface ApiClientOptions {
  /** Replaces the transport (tests). */
  adapter?: AxiosAdapter;
}

/** Whether failed calls are tried again: not on the server, whose own API answers in-process. */
let retrying = true;

export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL: '/api',
    timeout: REQUEST_TIMEOUT_MS,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  client.interceptors.request.use((config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    if ((config.method ?? 'get').toLowerCase() === 'get') {
      headers.set('Cache-Control', 'no-cache');
      headers.set('Pragma', 'no-cache');
    }
    const token = readStored('token');
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    config.headers = headers;
    return config;
  });

  // registered before the error mapper below, so it sees the raw transport error of every attempt
  axiosRetry(client, {
    // spec §7/§9: up to 5 retries, waiting 2 s × the attempt number
    retries: API_RETRY_COUNT,
    retryDelay: (attempt) => apiRetryDelayMs(attempt),
    retryCondition: (error) => retrying && isRetryableError(error),
    shouldResetTimeout: true,
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    // a retried attempt already went through here once: pass its mapped error on untouched
    if (error instanceof ApiRequestError || !axios.isAxiosError(error)) return Promise.reject(error);
    if (error.response?.status === 401 && !isLogoutCall(error.config?.url)) emitUnauthorized();
    return Promise.reject(new ApiRequestError(error));
  });

  return client;
}

/** The one client of the web app; every feature's api.ts calls through it. */
export const apiClient = createApiClient();

/**
 * The server's renderer answers every call in-process through `adapter`, once, without retries: a
 * server error there is the page's answer, not a weak connection to wait out.
 */
export function answerCallsOnServer(adapter: AxiosAdapter): void {
  apiClient.defaults.adapter = adapter;
  retrying = false;
}
