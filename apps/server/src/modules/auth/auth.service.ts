import type {
  EmailInput,
  LoginInput,
  Profile,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyInput,
} from '@shop/shared/auth/schemas';
import { TEXTS } from '@shop/shared/texts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import type { UserRole } from '@shop/shared/auth/roles';
import { authCodes, revokedTokens, users, type AuthCodePurpose } from './auth.tables.js';
import { passwordResetEmail, verificationEmail } from './auth.emails.js';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, codeMatches, generateCode, hashCode } from './codes.js';
import { isCommonPassword } from './common-passwords.js';
import { hashPassword, verifyPassword } from './password.js';
import { tokenHash, type TokenSigner } from './tokens.js';

export interface SessionUser {
  id: number;
  email: string;
  role: UserRole;
}

type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/** Postgres unique violation: two requests raced past the "already taken" check. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

const emailTaken = () => new AppError('EMAIL_TAKEN', undefined, { email: TEXTS.auth.emailTaken });

function refuseCommonPassword(password: string, field: 'password' | 'newPassword') {
  if (isCommonPassword(password)) {
    throw new AppError('WEAK_PASSWORD', undefined, { [field]: TEXTS.auth.passwordTooCommon });
  }
}

export const toProfile = (user: UserRow): Profile => ({
  id: user.id,
  role: user.role,
  username: user.username,
  email: user.email,
  full_name: user.fullName,
  phone: user.phone,
});

export function createAuthService(deps: {
  db: Database;
  mailer: Mailer;
  tokens: TokenSigner;
  secret: string;
  log: FastifyBaseLogger;
}) {
  const { db, tokens } = deps;
  // Compared against when the e-mail is unknown, so both failures take the time of one argon2 check.
  const dummyHash = hashPassword('not-a-real-password-used-for-timing');

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(byEmail(email));
    return user;
  }

  /** Mail failures are logged, not shown: the account exists and the code can be sent again. */
  async function sendQuietly(message: MailMessage) {
    try {
      await deps.mailer.send(message);
    } catch (error) {
      deps.log.error({ err: error, to: message.to }, 'e-mail could not be sent');
    }
  }

  /** A new code replaces the previous one of the same purpose. */
  async function issueCode(user: UserRow, purpose: AuthCodePurpose): Promise<string> {
    const code = generateCode();
    const values = {
      userId: user.id,
      purpose,
      codeHash: hashCode(deps.secret, user.id, purpose, code),
      attempts: 0,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
      createdAt: new Date(),
    };
    await db
      .insert(authCodes)
      .values(values)
      .onConflictDoUpdate({ target: [authCodes.userId, authCodes.purpose], set: values });
    return code;
  }

  /**
   * Checks a code; a wrong one costs an attempt (kept even though the request fails), the fifth wrong
   * one or an expired one deletes the code. `onMatch` runs in the transaction that consumes the code.
   */
  async function consumeCode(
    user: UserRow | undefined,
    purpose: AuthCodePurpose,
    code: string,
    onMatch: (tx: Database) => Promise<void>,
  ) {
    const invalid = (message: string) => new AppError('INVALID_CODE', message, { code: message });
    if (!user) throw invalid(TEXTS.auth.codeInvalid);
    const [stored] = await db
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.userId, user.id), eq(authCodes.purpose, purpose)));
    if (!stored) throw invalid(TEXTS.auth.codeInvalid);
    if (stored.expiresAt.getTime() < Date.now()) {
      await db.delete(authCodes).where(eq(authCodes.id, stored.id));
      throw invalid(TEXTS.auth.codeExpired);
    }
    if (!codeMatches(stored.codeHash, hashCode(deps.secret, user.id, purpose, code))) {
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
    await db.transaction(async (tx) => {
      const [deleted] = await tx
        .delete(authCodes)
        .where(and(eq(authCodes.id, stored.id), lt(authCodes.attempts, CODE_MAX_ATTEMPTS)))
        .returning({ id: authCodes.id });
      if (!deleted) throw invalid(TEXTS.auth.codeInvalid); // used by a concurrent request
      await onMatch(tx);
    });
  }

  const signIn = (user: Pick<UserRow, 'id' | 'email' | 'role' | 'tokenVersion'>) =>
    tokens.sign({ id: user.id, email: user.email, role: user.role }, user.tokenVersion);

  return {
    async register(input: RegisterInput) {
      refuseCommonPassword(input.password, 'password');
      if (await findByEmail(input.email)) throw emailTaken();
      let user: UserRow;
      try {
        [user] = (await db
          .insert(users)
          .values({
            username: input.username,
            email: input.email.toLowerCase(),
            passwordHash: await hashPassword(input.password),
            fullName: input.full_name,
            phone: input.phone,
            role: 'customer',
          })
          .returning()) as [UserRow];
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      const code = await issueCode(user, 'verify');
      await sendQuietly(verificationEmail(user.email, user.username, code));
      return { message: TEXTS.auth.registered, email: user.email };
    },

    async verify(input: VerifyInput) {
      const user = await findByEmail(input.email);
      await consumeCode(user, 'verify', input.code, async (tx) => {
        await tx
          .update(users)
          .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, user!.id));
      });
      return { message: TEXTS.auth.verified, token: await signIn(user!) };
    },

    async resendCode(input: EmailInput) {
      const user = await findByEmail(input.email);
      if (user && !user.emailVerifiedAt) {
        const code = await issueCode(user, 'verify');
        await sendQuietly(verificationEmail(user.email, user.username, code));
      }
      return { message: TEXTS.auth.codeResent };
    },

    async login(input: LoginInput) {
      const user = await findByEmail(input.email);
      const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyHash), input.password);
      if (!user || !passwordOk) throw new AppError('INVALID_CREDENTIALS');
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
      return { token: await signIn(user) };
    },

    /** Revokes the presented token until it would have expired anyway. */
    async logout(token: string, expiresAtSeconds: number) {
      await db
        .insert(revokedTokens)
        .values({ tokenHash: tokenHash(token), expiresAt: new Date(expiresAtSeconds * 1000) })
        .onConflictDoNothing();
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
      return { message: TEXTS.auth.logoutSuccess };
    },

    /** The user behind a token, or undefined when it is invalid, revoked, outdated or the user is gone. */
    async authenticate(token: string): Promise<{ user: SessionUser; expiresAt: number } | undefined> {
      const claims = await tokens.verify(token);
      if (!claims) return undefined;
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          tokenVersion: users.tokenVersion,
          revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenHash} = ${tokenHash(token)})`,
        })
        .from(users)
        .where(eq(users.id, claims.id));
      if (!row || row.revoked || row.tokenVersion !== claims.ver) return undefined;
      return { user: { id: row.id, email: row.email, role: row.role }, expiresAt: claims.exp };
    },

    async getProfile(userId: number): Promise<Profile> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new AppError('UNAUTHORIZED');
      return toProfile(user);
    },

    async updateProfile(userId: number, input: ProfileUpdateInput): Promise<Profile> {
      const owner = await findByEmail(input.email);
      if (owner && owner.id !== userId) throw emailTaken();
      try {
        const [user] = await db
          .update(users)
          .set({
            username: input.username,
            email: input.email.toLowerCase(),
            fullName: input.full_name,
            phone: input.phone,
            updatedAt: new Date(),
          })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw new AppError('UNAUTHORIZED');
        return toProfile(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async requestPasswordReset(input: EmailInput) {
      const user = await findByEmail(input.email);
      if (user) {
        const code = await issueCode(user, 'reset');
        await sendQuietly(passwordResetEmail(user.email, user.username, code));
      }
      return { message: TEXTS.auth.resetRequested };
    },

    /** A new password revokes every token issued before; the e-mailed code also proves the address. */
    async resetPassword(input: ResetPasswordInput) {
      refuseCommonPassword(input.newPassword, 'newPassword');
      const user = await findByEmail(input.email);
      const passwordHash = await hashPassword(input.newPassword);
      await consumeCode(user, 'reset', input.code, async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, user!.id));
      });
      return { message: TEXTS.auth.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
