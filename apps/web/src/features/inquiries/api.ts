import type { SendContactBody, SendInquiryAnswer, SendMeasurementBody } from '@shop/shared/inquiries/schemas';
import { apiClient } from '../../lib/api-client';

/**
 * The storefront's two inquiry forms (spec §7 Other, issue 13). The server answers as soon as the
 * inquiry is stored; the shop's Telegram chat and e-mail get it afterwards.
 */

/** The answer's own text, when the server sent one. */
function answerText(data: Partial<SendInquiryAnswer> | undefined): string | undefined {
  return typeof data?.message === 'string' && data.message.trim() ? data.message : undefined;
}

/** POST /api/telegram/send-contact {name, phone, message, consent} → { message }. */
export async function sendContactMessage(body: SendContactBody): Promise<string | undefined> {
  const { data } = await apiClient.post<SendInquiryAnswer>('/telegram/send-contact', body);
  return answerText(data);
}

/** POST /api/telegram/send-measurement {name, phone, address?, preferred_time?, comment?, consent} → { message }. */
export async function sendMeasurementRequest(body: SendMeasurementBody): Promise<string | undefined> {
  const { data } = await apiClient.post<SendInquiryAnswer>('/telegram/send-measurement', body);
  return answerText(data);
}
