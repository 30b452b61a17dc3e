import type { LoginForm, RegisterForm } from '@shop/shared/validation';
import { apiClient } from '../../lib/api-client';

/** POST /api/auth/login → { token } (spec §7). */
export async function loginRequest(body: LoginForm): Promise<{ token?: unknown }> {
  const { data } = await apiClient.post<{ token?: unknown }>('/auth/login', body);
  return data ?? {};
}

export interface RegisterAnswer {
  token?: unknown;
  message?: unknown;
}

/** POST /api/auth/register (the answer is not fixed by the spec: a token signs the user in at once). */
export async function registerRequest(body: RegisterForm): Promise<RegisterAnswer> {
  const { data } = await apiClient.post<RegisterAnswer>('/auth/register', body);
  return data ?? {};
}
