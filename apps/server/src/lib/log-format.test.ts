import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { formatLogLine, prettyLogStream, resolveLogFormat } from './log-format.js';

const line = (record: object) =>
  JSON.stringify({ level: 30, time: Date.UTC(2026, 0, 1, 9, 5, 7), ...record });

describe('the log format', () => {
  it('is short lines on a terminal and JSON for collectors and in production', () => {
    expect(resolveLogFormat('auto', 'development', true)).toBe('pretty');
    expect(resolveLogFormat('auto', 'development', false)).toBe('json');
    expect(resolveLogFormat('auto', 'production', true)).toBe('json');
    expect(resolveLogFormat('json', 'development', true)).toBe('json');
    expect(resolveLogFormat('pretty', 'production', false)).toBe('pretty');
  });

  it('prints a request as one short line and an error with its message', () => {
    const request = formatLogLine(
      line({ msg: 'request', method: 'GET', url: '/api/products', statusCode: 200, ms: 4 }),
      false,
    );
    expect(request).toMatch(/^\d\d:\d\d:\d\d info {2}request GET \/api\/products 200 4ms$/);
    const failure = formatLogLine(
      line({ level: 50, msg: 'checkpoint failed', err: { message: 'disk full' } }),
      false,
    );
    expect(failure).toMatch(/ error checkpoint failed: disk full$/);
  });

  it('prints an e-mail code as a plain highlighted line', () => {
    const code = formatLogLine(line({ msg: 'Код подтверждения для a@b.ru: 123456', highlight: true }), false);
    expect(code).toBe('>>> Код подтверждения для a@b.ru: 123456');
    expect(formatLogLine(line({ msg: 'x', highlight: true }), true)).toContain('\x1b[1m');
  });

  it('passes through what is not JSON and joins lines split across writes', async () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk) => (written += chunk));
    const stream = prettyLogStream(out);
    const whole = `${line({ msg: 'one' })}\nplain text\n`;
    stream.write(whole.slice(0, 10));
    stream.write(whole.slice(10));
    await new Promise((resolve) => stream.end(resolve));
    expect(written.split('\n')).toEqual([expect.stringMatching(/ info {2}one$/), 'plain text', '']);
  });
});
