import type { RateLimits } from '../../config.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import { refuseRateLimited } from '../../plugins/rate-limit.js';

const key = (email: string) => email.trim().toLowerCase();

/**
 * Counts wrong passwords three ways: per (e-mail, address) and per address, which refuse (429), and
 * per account from everywhere, which only asks for an e-mailed code with the right password.
 */
export function createLoginGuard(limiter: RateLimiter, limits: RateLimits) {
  const keys = (email: string, address: string) => ({
    pair: `login-failures:${key(email)}:${address}`,
    address: `login-failures-from:${address}`,
    account: `login-failures-of:${key(email)}`,
  });
  return {
    async refuseIfBlocked(email: string, address: string) {
      const k = keys(email, address);
      for (const [name, limit] of [
        [k.pair, limits.loginFailures],
        [k.address, limits.loginFailuresPerAddress],
      ] as const) {
        const answer = await limiter.isBlocked(name, limit);
        if (!answer.allowed) refuseRateLimited(answer);
      }
    },
    async recordFailure(email: string, address: string) {
      const k = keys(email, address);
      await Promise.all([
        limiter.recordFailure(k.pair, limits.loginFailures),
        limiter.recordFailure(k.address, limits.loginFailuresPerAddress),
        limiter.recordFailure(k.account, limits.loginFailuresPerAccount),
      ]);
    },
    isUnderAttack: (email: string) =>
      limiter.reached(keys(email, '').account, limits.loginFailuresPerAccount),
    /** The owner from this address is back: their own typos there are forgiven. */
    recordSuccess: (email: string, address: string) => limiter.clear(keys(email, address).pair),
  };
}
