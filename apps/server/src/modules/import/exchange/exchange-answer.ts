/**
 * What the exchange answers 1C (commerceml.md §8): HTTP 200 text lines — `success`, `progress` or
 * `failure` first, free text after it for 1C's log — or, for `init` and `query`, their own bodies.
 */
import type { OrdersEncoding } from '@shop/shared/exchange/schemas';

export interface ExchangeAnswer {
  /** 200, except the 401 that asks for credentials */
  httpStatus: number;
  /** the lines of a text/plain answer (ignored when `body` is given) */
  lines: string[];
  /** `query`'s XML */
  body?: { bytes: Buffer; contentType: string };
  /** a new session's token, sent as Set-Cookie */
  cookie?: string;
  /** the encoding of the text lines (the settings' answers encoding; UTF-8 when not given) */
  encoding?: OrdersEncoding;
}

const lines = (first: string, text: readonly (string | undefined)[]): ExchangeAnswer => ({
  httpStatus: 200,
  lines: [first, ...text.filter((line): line is string => !!line)],
});

export const success = (...text: (string | undefined)[]) => lines('success', text);
export const progress = (...text: (string | undefined)[]) => lines('progress', text);
export const failure = (...text: (string | undefined)[]) => lines('failure', text);

/** The first line of an answer, for the request log: success, progress, failure, init, query, 401. */
export function answerKind(answer: ExchangeAnswer): string {
  if (answer.body) return 'query';
  return answer.lines[0] ?? '';
}
