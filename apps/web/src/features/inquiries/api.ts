import type { ContactForm } from '@shop/shared/validation';
import { apiClient } from '../../lib/api-client';

/** POST /api/telegram/send-contact {name, phone, message} → { message } (spec §7). */
export async function sendContactMessage(body: ContactForm): Promise<{ message?: unknown }> {
  const { data } = await apiClient.post<{ message?: unknown }>('/telegram/send-contact', body);
  return data ?? {};
}
