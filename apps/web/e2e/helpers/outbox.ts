import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * Without SMTP the server writes every e-mail to DATA_DIR/outbox as `<ISO-like time>-<random id>.eml`;
 * the address is read from the message's `To:` header (the file name no longer carries it).
 */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (it is set by playwright.config.ts)');
  return path.join(dataDir, 'outbox');
}

/** The address of an e-mail's `To:` header. */
function recipientOf(file: string): string | undefined {
  const head = fs.readFileSync(file, 'utf8').split(/\r?\n\r?\n/, 1)[0] ?? '';
  return /^To:\s*(?:.*<)?([^<>\s]+@[^<>\s]+?)>?\s*$/im.exec(head)?.[1]?.toLowerCase();
}

/** The outbox files for one address, oldest first (the names start with the time). */
export function mailsTo(email: string): string[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const wanted = email.toLowerCase();
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && recipientOf(path.join(dir, name)) === wanted)
    .sort();
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The text of every MIME part, decoded (a Russian body is sent as base64 or quoted-printable). */
function decodedParts(raw: string): string[] {
  const parts = [raw];
  const encoded =
    /Content-Transfer-Encoding:\s*(base64|quoted-printable)[^\n]*\n(?:[^\r\n]+\r?\n)*\r?\n([\s\S]*?)(?=\r?\n--|$)/gi;
  for (const [, encoding, body = ''] of raw.matchAll(encoded)) {
    parts.push(
      encoding?.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : decodeQuotedPrintable(body),
    );
  }
  return parts;
}

/** The code in an e-mail, on its line `Код: 123456`. */
export function codeIn(raw: string): string | undefined {
  for (const text of decodedParts(raw)) {
    const code = /Код:\s*(\d{6})/.exec(text)?.[1];
    if (code) return code;
  }
  return undefined;
}

/**
 * Waits for a new e-mail to the address (one more than `seenBefore`, the count taken before the action
 * that sends it) and returns the code in the newest one.
 */
export async function nextCode(email: string, seenBefore: number): Promise<string> {
  await expect
    .poll(() => mailsTo(email).length, { message: `a new e-mail to ${email} in the outbox`, timeout: 15_000 })
    .toBeGreaterThan(seenBefore);
  const newest = mailsTo(email).at(-1)!;
  const code = codeIn(fs.readFileSync(path.join(outboxDir(), newest), 'utf8'));
  if (!code) throw new Error(`no 'Код: NNNNNN' line in ${newest}`);
  return code;
}
