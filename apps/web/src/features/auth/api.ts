import type {
  EmailInput,
  LoginInput,
  RegisterInput,
  RegisterResponse,
  ResetPasswordInput,
  VerifyInput,
  VerifyResponse,
} from '@shop/shared/auth/schemas';
import { apiClient } from '../../lib/api-client';

/** Answers are read defensively: the session checks the token, a missing message gets our own text. */
type Answer<T> = Partial<Record<keyof T, unknown>>;

async function post<T>(url: string, body: unknown): Promise<Answer<T>> {
  const { data } = await apiClient.post<Answer<T>>(url, body);
  return data ?? {};
}

/** The server's `message`, or our own text when it sent none. */
export function messageOr(answer: { message?: unknown }, fallback: string): string {
  return typeof answer.message === 'string' && answer.message.trim() ? answer.message : fallback;
}

/** POST /api/auth/login → { token }; 403 EMAIL_NOT_VERIFIED for an account still waiting for its code. */
export const loginRequest = (body: LoginInput) => post<{ token: string }>('/auth/login', body);

/** POST /api/auth/register → 201 { message, email }; the code to confirm the e-mail is sent by mail. */
export const registerRequest = (body: RegisterInput) => post<RegisterResponse>('/auth/register', body);

/** POST /api/auth/verify → { message, token }: a confirmed e-mail signs the customer in. */
export const verifyRequest = (body: VerifyInput) => post<VerifyResponse>('/auth/verify', body);

/** POST /api/auth/resend-code → { message } (the same answer whether or not the account exists). */
export const resendCodeRequest = (body: EmailInput) => post<{ message: string }>('/auth/resend-code', body);

/** POST /api/auth/request-password-reset → { message } (always). */
export const requestPasswordReset = (body: EmailInput) =>
  post<{ message: string }>('/auth/request-password-reset', body);

/** POST /api/auth/reset-password → { message }. */
export const resetPasswordRequest = (body: ResetPasswordInput) =>
  post<{ message: string }>('/auth/reset-password', body);
