import { readFileSync } from 'node:fs';
import { serverPath } from '../../lib/server-root.js';

// Read from the sources in production too: the build does not copy data files.
const LIST_FILE = serverPath('src', 'modules', 'auth', 'data', 'common-passwords.txt');

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
