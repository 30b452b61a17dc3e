import { TEXTS } from '@shop/shared/texts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { authCodes, type AuthCodePurpose } from './auth.tables.js';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, codeMatches, generateCode, hashCode } from './codes.js';

const invalid = (message: string) => new AppError('INVALID_CODE', message, { code: message });

/**
 * The six-digit codes sent by e-mail: one live code per user and purpose (a new one replaces the
 * old), kept as an HMAC, valid CODE_TTL_MS, CODE_MAX_ATTEMPTS wrong tries.
 */
export function createCodeStore(db: Database, secret: string) {
  return {
    async issue(userId: number, purpose: AuthCodePurpose): Promise<string> {
      const code = generateCode();
      const values = {
        userId,
        purpose,
        codeHash: hashCode(secret, userId, purpose, code),
        attempts: 0,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
        createdAt: new Date(),
      };
      await db
        .insert(authCodes)
        .values(values)
        .onConflictDoUpdate({ target: [authCodes.userId, authCodes.purpose], set: values });
      return code;
    },

    /** Whether a code of this purpose is waiting (not expired) for the user. */
    async isPending(userId: number, purpose: AuthCodePurpose): Promise<boolean> {
      const [stored] = await db
        .select({ expiresAt: authCodes.expiresAt })
        .from(authCodes)
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)));
      return stored !== undefined && stored.expiresAt.getTime() > Date.now();
    },

    /**
     * Checks a code, then runs `prepare` (slow work such as hashing a new password: only for a right
     * code) and `onMatch` in the transaction that consumes the code. A wrong code costs an attempt (kept
     * although the request fails); the last wrong one or an expired one deletes the code.
     */
    async consume<T>(
      userId: number | undefined,
      purpose: AuthCodePurpose,
      code: string,
      onMatch: (tx: Database, prepared: T) => Promise<void>,
      prepare: () => Promise<T> = async () => undefined as T,
    ): Promise<void> {
      if (userId === undefined) throw invalid(TEXTS.auth.codeInvalid);
      const [stored] = await db
        .select()
        .from(authCodes)
        .where(and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose)));
      if (!stored) throw invalid(TEXTS.auth.codeInvalid);
      if (stored.expiresAt.getTime() < Date.now()) {
        await db.delete(authCodes).where(eq(authCodes.id, stored.id));
        throw invalid(TEXTS.auth.codeExpired);
      }
      if (!codeMatches(stored.codeHash, hashCode(secret, userId, purpose, code))) {
        const [counted] = await db
          .update(authCodes)
          .set({ attempts: sql`${authCodes.attempts} + 1` })
          .where(eq(authCodes.id, stored.id))
          .returning({ attempts: authCodes.attempts });
        if ((counted?.attempts ?? CODE_MAX_ATTEMPTS) >= CODE_MAX_ATTEMPTS) {
          await db.delete(authCodes).where(eq(authCodes.id, stored.id));
          throw invalid(TEXTS.auth.codeAttemptsExceeded);
        }
        throw invalid(TEXTS.auth.codeInvalid);
      }
      const prepared = await prepare();
      await db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(authCodes)
          .where(and(eq(authCodes.id, stored.id), lt(authCodes.attempts, CODE_MAX_ATTEMPTS)))
          .returning({ id: authCodes.id });
        if (!deleted) throw invalid(TEXTS.auth.codeInvalid); // used by a concurrent request
        await onMatch(tx, prepared);
      });
    },
  };
}

export type CodeStore = ReturnType<typeof createCodeStore>;
