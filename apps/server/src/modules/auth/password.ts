import argon2 from 'argon2';
import { TEXTS } from '@shop/shared/texts';
import { AppError } from '../../lib/errors.js';
import { createWorkQueue } from '../../lib/work-queue.js';

/**
 * argon2id with 19 MiB, two passes, one lane: one of the settings OWASP's password storage guide gives as
 * equally strong (the library's default, 64 MiB × 3 passes × 4 lanes, took 270 ms of a 2-core machine
 * per sign-in, 65 ms now). Hashes made with other settings still verify: each names its own.
 */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * A hash still takes memory and a core for a moment. At most two run at once, and a short line waits; a flood of sign-in or reset requests gets "busy" (503) instead of taking every core and
 * the memory from the customers browsing the shop.
 */
const hashing = createWorkQueue({ concurrency: 2, maxWaiting: 32 });

async function inLine<T>(task: () => Promise<T>): Promise<T> {
  const outcome = await hashing.run(task);
  if (!outcome.ok) throw new AppError('SERVICE_UNAVAILABLE', TEXTS.auth.busy);
  return outcome.value;
}

export function hashPassword(password: string): Promise<string> {
  return inLine(() => argon2.hash(password, ARGON2_OPTIONS));
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
