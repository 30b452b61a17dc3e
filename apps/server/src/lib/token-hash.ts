import { createHash } from 'node:crypto';

/**
 * How a sign-in token is named where it is kept or announced (revoked tokens, the `shop_sessions`
 * notification of a logout): its SHA-256, never the token itself.
 */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
