/** What became of one attempt to send a message of the outbox. */
export type SendOutcome =
  | { kind: 'sent' }
  /** not delivered this time: tried again later (after `afterMs` when the receiver said how long) */
  | { kind: 'retry'; error: string; afterMs?: number }
  /** refused for good (a wrong chat, a blocked bot, a mailbox that does not exist): not tried again */
  | { kind: 'failed'; error: string };

/** One message as the outbox keeps it. */
export interface OutboxMessage {
  id: number;
  /** an e-mail's addressee; null: the shop's inbox */
  recipient: string | null;
  subject: string | null;
  body: string;
  html: string | null;
}

/**
 * Sends one message through one channel. `signal` is aborted when the server stops; a sender never
 * throws: every failure is an outcome.
 */
export type Sender = (message: OutboxMessage, signal: AbortSignal) => Promise<SendOutcome>;

/** Longest last_error kept: a proxy's HTML error page is not a reason. */
const MAX_ERROR_LENGTH = 500;

export function shortened(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > MAX_ERROR_LENGTH ? `${oneLine.slice(0, MAX_ERROR_LENGTH - 1)}…` : oneLine;
}
