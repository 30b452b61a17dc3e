/**
 * The auth module's face: accounts, sign-in and tokens. Others get the signed-in user's shape, the
 * users table for their foreign keys, and the password hashing (argon2 in one bounded queue) for
 * accounts of their own.
 */
export { authRoutes } from './auth.routes.js';
export {
  createAuthService,
  type AuthService,
  type AuthServiceDeps,
  type SessionUser,
} from './auth.service.js';
export { users } from './auth.tables.js';
export { hashPassword, verifyPassword } from './password.js';
export { createTokenSigner, type TokenSigner } from './tokens.js';
