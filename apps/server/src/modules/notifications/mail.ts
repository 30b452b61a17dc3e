/**
 * E-mail through the app's mailer: to the message's recipient (a customer), or else to the shop's
 * inbox (SHOP_EMAIL). Without SMTP_URL the mailer writes an .eml
 * file under DATA_DIR/outbox: that counts as sent. A permanent SMTP refusal (a 5xx reply: no such
 * mailbox, rejected as spam) is a failure; a 4xx reply or a mail server out of reach is tried again.
 */
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import type { Mailer } from '../../lib/mailer.js';
import { shortened, type Sender, type SendOutcome } from './send-outcome.js';

const E = NOTIFICATION_TEXTS.errors;

interface SmtpError {
  responseCode?: number;
  response?: string;
  code?: string;
  message?: string;
}

export function createMailSender(mailer: Mailer, shopEmail: string | undefined): Sender {
  return async (message, signal) => {
    const to = message.recipient ?? shopEmail;
    // a message to the shop stored while SHOP_EMAIL was set, sent after a restart without it
    if (!to) return { kind: 'failed', error: E.noRecipient };
    try {
      await untilAborted(
        mailer.send({ to, subject: message.subject ?? '', text: message.body, html: message.html ?? '' }),
        signal,
      );
      return { kind: 'sent' };
    } catch (error) {
      return mailOutcome(error as SmtpError);
    }
  };
}

function mailOutcome(error: SmtpError): SendOutcome {
  if ((error as Error).name === 'AbortError') return { kind: 'retry', error: E.interrupted };
  const answer = error.response ?? error.message ?? String(error);
  if (typeof error.responseCode === 'number' && error.responseCode >= 500) {
    return { kind: 'failed', error: shortened(E.mailRefused(answer)) };
  }
  return { kind: 'retry', error: shortened(E.mailUnavailable(error.code ?? answer)) };
}

/**
 * The mailer cannot be interrupted: when the server stops, the wait ends at once and the message is
 * given back to the outbox (it may then arrive twice, which beats never).
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
