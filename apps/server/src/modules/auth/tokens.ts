import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { TokenClaims, type UserRole } from '@shop/shared/auth/schemas';

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600;

export interface VerifiedToken extends TokenClaims {
  /** the user's token version when it was issued (see users.token_version) */
  ver: number;
  /** the installation (database) that issued it: see the `installation` table */
  inst: string;
}

export function createTokenSigner(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    /**
     * HS256 JWT with the spec's claims (id, email, role, exp) plus iat, a unique jti, the user's token
     * version and the installation's id.
     */
    async sign(
      user: { id: number; email: string; role: UserRole },
      version: number,
      installationId: string,
    ): Promise<string> {
      return new SignJWT({
        id: user.id,
        email: user.email,
        role: user.role,
        ver: version,
        inst: installationId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setJti(randomUUID())
        .setExpirationTime(`${TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },

    /** Claims of a valid token, or undefined for expired, malformed, wrongly signed or `alg: none` ones. */
    async verify(token: string): Promise<VerifiedToken | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const claims = TokenClaims.safeParse(payload);
        if (!claims.success || typeof payload.ver !== 'number' || typeof payload.inst !== 'string') {
          return undefined;
        }
        return { ...claims.data, ver: payload.ver, inst: payload.inst };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;
