import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../db/migrate.js';
import { SERVER_ROOT, serverPath } from './server-root.js';

describe('server root', () => {
  it('is the server package whichever file asks', () => {
    expect(basename(SERVER_ROOT)).toBe('server');
    const manifest = JSON.parse(readFileSync(serverPath('package.json'), 'utf8')) as { name: string };
    expect(manifest.name).toBe('@shop/server');
  });

  it('finds the files the server reads at run time', () => {
    expect(existsSync(`${MIGRATIONS_DIR}/meta/_journal.json`)).toBe(true);
    expect(existsSync(serverPath('src', 'modules', 'auth', 'data', 'common-passwords.txt'))).toBe(true);
  });
});
