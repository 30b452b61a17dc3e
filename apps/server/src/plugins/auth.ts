import { isAdminRole } from '@shop/shared/auth/roles';
import { TEXTS } from '@shop/shared/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { SessionUser } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin. */
    session?: { user: SessionUser; token: string; expiresAt: number };
  }
  interface FastifyInstance {
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** The signed-in user of a public route, when a valid token came along; never refuses. */
    optionalUser: (request: FastifyRequest) => Promise<SessionUser | undefined>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * `requireUser`: 401 without a valid token (missing, malformed, expired, wrongly signed, `alg: none`,
 * revoked by logout or by a password reset, or of a deleted user). `requireAdmin`: also 403 unless the
 * user's current role (read from the database, not the token) is admin. Both run as `onRequest` hooks,
 * before the body is read, so a guest's bad body gets 401, not 400.
 */
export function registerAuthGuards(app: FastifyInstance) {
  app.decorateRequest('session', undefined);

  const requireUser = async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', TEXTS.auth.authTokenMissing);
    const session = await app.services.auth.authenticate(token);
    if (!session) throw new AppError('UNAUTHORIZED', TEXTS.auth.sessionExpired);
    request.session = { ...session, token };
  };

  app.decorate('requireUser', requireUser);
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    return token ? (await app.services.auth.authenticate(token))?.user : undefined;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (!isAdminRole(request.session!.user.role)) throw new AppError('FORBIDDEN');
  });
}

/** The signed-in user of a route guarded by requireUser or requireAdmin. */
export function sessionOf(request: FastifyRequest) {
  if (!request.session) throw new AppError('UNAUTHORIZED');
  return request.session;
}
