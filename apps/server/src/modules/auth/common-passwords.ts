import { readFileSync } from 'node:fs';

// The same relative path works from src/ (tests, tsx) and from dist/ (production).
const LIST_FILE = new URL('../../../src/modules/auth/data/common-passwords.txt', import.meta.url);

let commonPasswords: Set<string> | undefined;

/** True for one of the 1,000 most common passwords (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.trim().toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}
