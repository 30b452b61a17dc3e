/**
 * The shop's Telegram chat through the Bot API's sendMessage. Telegram's answer decides what follows:
 * 429 waits as long as Telegram asks (`parameters.retry_after`), 5xx, time-outs and network errors are
 * tried again, and 400/401/403/404 (a wrong chat, a bot removed from the group or blocked, a wrong
 * token) are failures that need the owner, kept with Telegram's own description. The bot token is part
 * of the URL: nothing here puts the URL, or the token, into a result or a log line. The token and the
 * chat are read for each message (the shop's live settings, overridden by the environment).
 */
import { NOTIFICATION_TEXTS } from '@shop/shared/notifications/texts';
import { SHOP_TELEGRAM_TEXTS } from '@shop/shared/shop/texts';
import { shortened, type Sender, type SendOutcome } from './send-outcome.js';

const E = NOTIFICATION_TEXTS.errors;

/** The chat messages go to: the bot's token and the chat's id (the shop's settings, or the environment). */
export interface TelegramChat {
  botToken: string;
  chatId: string;
}

export interface TelegramSettings extends TelegramChat {
  apiUrl: string;
  /** a call without an answer within this time is given up and tried again */
  timeoutMs: number;
}

/** The parts of a Bot API answer the outcome depends on. */
interface BotAnswer {
  ok?: boolean;
  description?: string;
  parameters?: { retry_after?: number; migrate_to_chat_id?: number };
}

/** Answers Telegram gives when the owner has to change something: sending again cannot help. */
const PERMANENT_STATUSES = new Set([400, 401, 403, 404]);

/** Sends one message (Telegram's HTML) to the chat of `settings`; never throws. */
export async function sendTelegramMessage(
  settings: TelegramSettings,
  text: string,
  signal: AbortSignal,
): Promise<SendOutcome> {
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/bot${settings.botToken}/sendMessage`;
  const hideToken = (value: string) => value.split(settings.botToken).join('***');
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        chat_id: settings.chatId,
        text,
        parse_mode: 'HTML',
        disable_web_page_preview: true,
      }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(settings.timeoutMs)]),
    });
    const answer = parseAnswer(await response.text());
    return outcomeOf(response.status, answer, hideToken);
  } catch (error) {
    return networkOutcome(error, settings.timeoutMs, hideToken);
  }
}

/**
 * The outbox's Telegram channel: each message goes to the chat in force when it is sent (`chat()`,
 * the live settings), so a changed token or chat needs no restart. No chat any more: refused for good.
 */
export function createTelegramSender(options: {
  apiUrl: string;
  timeoutMs: number;
  chat: () => Promise<TelegramChat | null>;
}): Sender {
  return async (message, signal) => {
    let chat: TelegramChat | null;
    try {
      chat = await options.chat();
    } catch {
      // the settings could not be read (the database): try again later
      return { kind: 'retry', error: E.unexpected };
    }
    if (!chat) return { kind: 'failed', error: SHOP_TELEGRAM_TEXTS.notConfigured };
    return sendTelegramMessage(
      { ...chat, apiUrl: options.apiUrl, timeoutMs: options.timeoutMs },
      message.body,
      signal,
    );
  };
}

function parseAnswer(text: string): BotAnswer | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as BotAnswer) : undefined;
  } catch {
    return undefined;
  }
}

function outcomeOf(status: number, answer: BotAnswer | undefined, hideToken: (text: string) => string) {
  if (status === 200 && answer?.ok === true) return { kind: 'sent' } satisfies SendOutcome;
  if (status === 429) {
    const seconds = Math.max(1, Math.ceil(Number(answer?.parameters?.retry_after) || 1));
    return { kind: 'retry', error: E.telegramTooManyRequests(seconds), afterMs: seconds * 1000 } as const;
  }
  if (status >= 500) return { kind: 'retry', error: E.telegramUnavailable(status) } as const;
  if (!PERMANENT_STATUSES.has(status)) return { kind: 'retry', error: E.telegramUnexpected(status) } as const;
  const description = hideToken(String(answer?.description ?? '')) || String(status);
  const error = E.telegramAnswer(refusalReason(status, answer), status, description);
  return { kind: 'failed', error: shortened(error) } as const;
}

/** The refusal in the owner's words: what to check. */
function refusalReason(status: number, answer: BotAnswer | undefined): string {
  if (status === 401) return E.telegramUnauthorized;
  if (status === 403) return E.telegramForbidden;
  if (status === 404) return E.telegramNotFound;
  const newChat = answer?.parameters?.migrate_to_chat_id;
  if (newChat !== undefined) return E.telegramChatMigrated(String(newChat));
  if (/chat not found/i.test(answer?.description ?? '')) return E.telegramChatNotFound;
  return E.telegramBadRequest;
}

/** No answer: the server stopped, Telegram did not answer in time, or the network failed. */
function networkOutcome(error: unknown, timeoutMs: number, hideToken: (text: string) => string): SendOutcome {
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError') {
    return { kind: 'retry', error: E.telegramTimeout(timeoutMs / 1000) };
  }
  if (name === 'AbortError') return { kind: 'retry', error: E.interrupted };
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
  return { kind: 'retry', error: shortened(E.telegramUnreachable(hideToken(reason))) };
}
