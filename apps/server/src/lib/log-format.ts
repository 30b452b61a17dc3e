import { Writable } from 'node:stream';

export type LogFormat = 'pretty' | 'json';

/**
 * JSON lines are for log collectors (production, a file, journald); a person running `npm start` in
 * a terminal reads short lines. LOG_FORMAT=json|pretty overrides the choice.
 */
export function resolveLogFormat(
  requested: 'auto' | LogFormat,
  env: string,
  stdoutIsTerminal: boolean,
): LogFormat {
  if (requested !== 'auto') return requested;
  return stdoutIsTerminal && env !== 'production' ? 'pretty' : 'json';
}

const LEVEL_LABELS: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};

const COLOURS = { reset: '\x1b[0m', dim: '\x1b[2m', yellow: '\x1b[33m', red: '\x1b[31m', bold: '\x1b[1m' };

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  /** a line a person is meant to find (an e-mail code): printed bold, without the usual prefix */
  highlight?: boolean;
  err?: { message?: string; stack?: string };
  method?: string;
  url?: string;
  statusCode?: number;
  ms?: number;
}

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toTimeString().slice(0, 8);
}

/** One pino JSON line as a short human line: `12:03:04 warn  checkpoint failed: disk full`. */
export function formatLogLine(raw: string, colour: boolean): string {
  let record: LogRecord;
  try {
    record = JSON.parse(raw) as LogRecord;
  } catch {
    return raw;
  }
  const paint = (code: string, text: string) => (colour ? `${code}${text}${COLOURS.reset}` : text);
  if (record.highlight) return paint(COLOURS.bold + COLOURS.yellow, `>>> ${record.msg ?? ''}`);
  const level = LEVEL_LABELS[record.level ?? 30] ?? 'info';
  const request =
    record.method && record.url
      ? `${record.method} ${record.url} ${record.statusCode ?? ''} ${record.ms ?? ''}ms`
      : '';
  const error = record.err?.message ? `: ${record.err.message}` : '';
  const text = [record.msg, request].filter(Boolean).join(' ') + error;
  const levelText = level.padEnd(5);
  const coloured =
    (record.level ?? 30) >= 50
      ? paint(COLOURS.red, levelText)
      : (record.level ?? 30) >= 40
        ? paint(COLOURS.yellow, levelText)
        : paint(COLOURS.dim, levelText);
  return `${paint(COLOURS.dim, clock(record.time))} ${coloured} ${text}`;
}

/** A stream for the logger that writes each JSON line to `out` as a short human line. */
export function prettyLogStream(out: NodeJS.WritableStream & { isTTY?: boolean }): Writable {
  const colour = Boolean(out.isTTY);
  let pending = '';
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${formatLogLine(line, colour)}\n`);
      done();
    },
  });
}
