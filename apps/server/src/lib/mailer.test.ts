import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('mailer without SMTP', () => {
  it('writes each message to the outbox under a name that never comes from the address', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'shop-outbox-')), 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'shop@example.ru',
      outboxDir,
      log: pino({ level: 'silent' }),
    });
    for (const to of ['../../etc/passwd@example.ru', 'a\u0000b@example.ru', 'ivan@example.ru']) {
      await mailer.send({ to, subject: 'Тема', text: 'Текст', html: '<p>Текст</p>' });
    }
    mailer.close();
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(3);
    for (const file of files) expect(file).toMatch(/^[\dTZ-]+-[0-9a-f-]{36}\.eml$/);
    const texts = files.map((file) => readFileSync(join(outboxDir, file), 'utf8'));
    expect(texts.some((text) => /^To: ivan@example\.ru$/m.test(text))).toBe(true);
  });
});
