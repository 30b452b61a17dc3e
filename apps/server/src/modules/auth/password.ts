import argon2 from 'argon2';
import { TEXTS } from '@shop/shared/texts';
import { AppError } from '../../lib/errors.js';
import { createWorkQueue } from '../../lib/work-queue.js';

/**
 * An argon2id hash costs 64 MiB and most of a core for a moment. At most two run at once, and a short
 * line waits; a flood of sign-in or reset requests gets "busy" (503) instead of taking every core and
 * the memory from the customers browsing the shop.
 */
const hashing = createWorkQueue({ concurrency: 2, maxWaiting: 32 });

async function inLine<T>(task: () => Promise<T>): Promise<T> {
  const outcome = await hashing.run(task);
  if (!outcome.ok) throw new AppError('SERVICE_UNAVAILABLE', TEXTS.auth.busy);
  return outcome.value;
}

export function hashPassword(password: string): Promise<string> {
  return inLine(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return inLine(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  });
}
