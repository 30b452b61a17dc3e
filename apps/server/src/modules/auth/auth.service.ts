import type { UserRole } from '@shop/shared/auth/roles';
import type {
  ConfirmEmailInput,
  EmailInput,
  LoginInput,
  Profile,
  ProfileUpdateInput,
  RegisterInput,
  ResetPasswordInput,
  VerifyInput,
} from '@shop/shared/auth/schemas';
import { TEXTS } from '@shop/shared/texts';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimits } from '../../config.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../../lib/mailer.js';
import type { RecordConsent } from '../privacy/index.js';
import type { RateLimiter } from '../../lib/rate-limiter.js';
import {
  emailChangeEmail,
  loginCodeEmail,
  passwordResetEmail,
  verificationEmail,
  type ShopSignature,
} from './auth.emails.js';
import { installation, revokedTokens, users } from './auth.tables.js';
import { createCodeStore } from './code-store.js';
import { isCommonPassword } from './common-passwords.js';
import { createLoginGuard } from './login-guard.js';
import { hashPassword, verifyPassword } from './password.js';
import { tokenHash } from '../../lib/token-hash.js';
import { refuseRateLimited } from '../../plugins/rate-limit.js';
import type { TokenSigner } from './tokens.js';

export interface SessionUser {
  id: number;
  email: string;
  role: UserRole;
}

type UserRow = typeof users.$inferSelect;

const normalised = (email: string) => email.trim().toLowerCase();
const byEmail = (email: string) => eq(sql`lower(${users.email})`, normalised(email));

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
  pending_email: user.pendingEmail,
});

export interface AuthServiceDeps {
  db: Database;
  /** the consent to the processing of personal data, stored with the new account */
  recordConsent: RecordConsent;
  mailer: Mailer;
  tokens: TokenSigner;
  secret: string;
  limiter: RateLimiter;
  limits: RateLimits;
  log: FastifyBaseLogger;
  /** the shop's settings as saved now: the codes' e-mails sign with its name, address and phone */
  shopSettings: () => Promise<ShopSignature>;
}

type CodeEmail = (shop: ShopSignature, to: string, name: string, code: string) => MailMessage;

export function createAuthService(deps: AuthServiceDeps) {
  const { db, tokens } = deps;
  const codes = createCodeStore(db, deps.secret);
  const guard = createLoginGuard(deps.limiter, deps.limits);
  // Compared against when the e-mail is unknown, so both failures take the time of one argon2 check.
  let dummyHash: Promise<string> | undefined;
  let installationId: Promise<string> | undefined;

  /** This database's id (migration 0006), read once: tokens carry it. */
  function currentInstallation(): Promise<string> {
    installationId ??= db
      .select({ id: installation.id })
      .from(installation)
      .limit(1)
      .then(([row]) => {
        if (!row) throw new Error('the installation table is empty: run the migrations');
        return row.id;
      });
    installationId.catch(() => (installationId = undefined));
    return installationId;
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(byEmail(email));
    return user;
  }

  async function findById(id: number): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    return user;
  }

  /** Mail failures are logged, not shown: the account exists and the code can be sent again. */
  async function sendQuietly(compose: CodeEmail, to: string, name: string, code: string) {
    try {
      await deps.mailer.send(compose(await deps.shopSettings(), to, name, code));
    } catch (error) {
      deps.log.error({ err: error, to }, 'e-mail could not be sent');
    }
  }

  const signIn = async (user: Pick<UserRow, 'id' | 'email' | 'role' | 'tokenVersion'>) =>
    tokens.sign(
      { id: user.id, email: user.email, role: user.role },
      user.tokenVersion,
      await currentInstallation(),
    );

  /**
   * One argon2 check whether or not the account exists (against a dummy hash when it does not), so
   * the time of a wrong answer does not tell which e-mails are registered.
   */
  async function passwordMatches(user: UserRow | undefined, password: string): Promise<boolean> {
    dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
    const matches = await verifyPassword(user?.passwordHash ?? (await dummyHash), password);
    return user !== undefined && matches;
  }

  /**
   * The account's correct password after too many wrong ones from elsewhere: also the code sent by
   * e-mail. Without a code (or with a wrong one) a code is sent and 403 LOGIN_CODE_REQUIRED answered.
   */
  async function requireLoginCode(user: UserRow, code: string | undefined) {
    if (code === undefined) {
      if (!(await codes.isPending(user.id, 'login'))) {
        await sendQuietly(loginCodeEmail, user.email, user.username, await codes.issue(user.id, 'login'));
      }
      throw new AppError('LOGIN_CODE_REQUIRED', TEXTS.auth.loginCodeSent, { code: TEXTS.auth.loginCodeSent });
    }
    await codes.consume(user.id, 'login', code, async () => undefined);
  }

  return {
    /** A new customer account, stored with its consent (152-ФЗ) from `address` in one transaction. */
    async register(input: RegisterInput, address: string) {
      refuseCommonPassword(input.password, 'password');
      if (await findByEmail(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await db.transaction(async (tx) => {
          const consentId = await deps.recordConsent(tx, { purpose: 'registration', ip: address });
          const [created] = (await tx
            .insert(users)
            .values({
              consentId,
              username: input.username,
              email: normalised(input.email),
              passwordHash,
              fullName: input.full_name,
              phone: input.phone,
              role: 'customer',
            })
            .returning()) as [UserRow];
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      const code = await codes.issue(user.id, 'verify');
      await sendQuietly(verificationEmail, user.email, user.username, code);
      return { message: TEXTS.auth.registered, email: user.email };
    },

    async verify(input: VerifyInput) {
      const user = await findByEmail(input.email);
      await codes.consume(user?.id, 'verify', input.code, async (tx) => {
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
        const code = await codes.issue(user.id, 'verify');
        await sendQuietly(verificationEmail, user.email, user.username, code);
      }
      return { message: TEXTS.auth.codeResent };
    },

    /**
     * Only wrong passwords count, per (e-mail, address) and per address: a customer who signs in is
     * never counted, strangers elsewhere cannot lock the owner out, and a village behind one operator's
     * address signs in freely. Past the per-account ceiling a correct password also needs an e-mailed
     * code instead of being refused.
     */
    async login(input: LoginInput, address: string) {
      await guard.refuseIfBlocked(input.email, address);
      const user = await findByEmail(input.email);
      if (!(await passwordMatches(user, input.password)) || !user) {
        await guard.recordFailure(input.email, address);
        throw new AppError('INVALID_CREDENTIALS');
      }
      if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
      if (await guard.isUnderAttack(input.email)) await requireLoginCode(user, input.code);
      await guard.recordSuccess(input.email, address);
      return { token: await signIn(user) };
    },

    /**
     * The signed-in user's own password, asked again before a destructive action (delete-all): 403
     * WRONG_PASSWORD when wrong; wrong ones are counted per user like sign-ins (429 past the limit).
     */
    async confirmPassword(userId: number, password: string): Promise<void> {
      const key = `password-confirm-failures:${userId}`;
      const answer = await deps.limiter.isBlocked(key, deps.limits.loginFailures);
      if (!answer.allowed) refuseRateLimited(answer);
      const user = await findById(userId);
      if (!(await passwordMatches(user, password)) || !user) {
        await deps.limiter.recordFailure(key, deps.limits.loginFailures);
        throw new AppError('WRONG_PASSWORD');
      }
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

    /**
     * The user behind a token, or undefined when it is invalid, revoked, outdated, of another
     * installation, or the user is gone.
     */
    async authenticate(token: string): Promise<{ user: SessionUser; expiresAt: number } | undefined> {
      const claims = await tokens.verify(token);
      if (!claims || claims.inst !== (await currentInstallation())) return undefined;
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

    /** The current roles of these users (realtime re-checks who is an admin now). */
    async rolesOf(userIds: readonly number[]): Promise<Map<number, UserRole>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(inArray(users.id, [...new Set(userIds)]));
      return new Map(rows.map((row) => [row.id, row.role]));
    },

    async getProfile(userId: number): Promise<Profile> {
      const user = await findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      return toProfile(user);
    },

    /**
     * Saves name and phone at once. A new e-mail only waits (`pending_email`) for the code sent to it:
     * nobody can take an address they cannot read, and the old one stays until then. Sending the
     * current e-mail again drops a pending change.
     */
    async updateProfile(userId: number, input: ProfileUpdateInput): Promise<Profile> {
      const current = await findById(userId);
      if (!current) throw new AppError('UNAUTHORIZED');
      const wanted = normalised(input.email);
      const changing = wanted !== normalised(current.email);
      if (changing) {
        const owner = await findByEmail(wanted);
        if (owner && owner.id !== userId) throw emailTaken();
      }
      const [user] = await db
        .update(users)
        .set({
          username: input.username,
          fullName: input.full_name,
          phone: input.phone,
          pendingEmail: changing ? wanted : null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new AppError('UNAUTHORIZED');
      if (changing && wanted !== current.pendingEmail) {
        await sendQuietly(emailChangeEmail, wanted, user.username, await codes.issue(userId, 'email'));
      }
      return toProfile(user);
    },

    /** The code sent to the pending e-mail makes it the account's e-mail. */
    async confirmEmail(userId: number, input: ConfirmEmailInput): Promise<Profile> {
      const user = await findById(userId);
      if (!user) throw new AppError('UNAUTHORIZED');
      const pending = user.pendingEmail;
      await codes.consume(pending ? userId : undefined, 'email', input.code, async (tx) => {
        try {
          await tx
            .update(users)
            .set({ email: pending!, pendingEmail: null, emailVerifiedAt: new Date(), updatedAt: new Date() })
            .where(eq(users.id, userId));
        } catch (error) {
          if (isUniqueViolation(error)) throw emailTaken();
          throw error;
        }
      });
      return toProfile((await findById(userId))!);
    },

    async requestPasswordReset(input: EmailInput) {
      const user = await findByEmail(input.email);
      if (user) {
        const code = await codes.issue(user.id, 'reset');
        await sendQuietly(passwordResetEmail, user.email, user.username, code);
      }
      return { message: TEXTS.auth.resetRequested };
    },

    /**
     * The code is checked first; only a right code pays for hashing the new password. A new password
     * revokes every earlier token; the e-mailed code also proves the address.
     */
    async resetPassword(input: ResetPasswordInput) {
      refuseCommonPassword(input.newPassword, 'newPassword');
      const user = await findByEmail(input.email);
      await codes.consume(
        user?.id,
        'reset',
        input.code,
        async (tx, passwordHash: string) => {
          await tx
            .update(users)
            .set({
              passwordHash,
              tokenVersion: sql`${users.tokenVersion} + 1`,
              emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
              updatedAt: new Date(),
            })
            .where(eq(users.id, user!.id));
        },
        () => hashPassword(input.newPassword),
      );
      return { message: TEXTS.auth.passwordChanged };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
