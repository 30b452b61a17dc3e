import { jwtDecode } from 'jwt-decode';
import { CUSTOMER_ROLE, USER_ROLES } from '@shop/shared/auth/roles';
import type { UserRole } from '@shop/shared/auth/roles';

/** The signed-in user as the token's claims describe it (spec §3). */
export interface SessionUser {
  id: number;
  email: string;
  role: UserRole;
}

interface TokenClaims {
  id?: unknown;
  email?: unknown;
  role?: unknown;
  exp?: unknown;
}

/**
 * Reads the user from a sign-in token. Returns null for anything that is not a decodable token with
 * the expected claims, or whose expiry (`exp`, seconds since the epoch) is not in the future.
 */
export function userFromToken(token: unknown, nowMs: number = Date.now()): SessionUser | null {
  if (typeof token !== 'string' || token.trim() === '') return null;
  let claims: TokenClaims;
  try {
    claims = jwtDecode<TokenClaims>(token);
  } catch {
    return null;
  }
  const id = typeof claims.id === 'string' && /^\d+$/.test(claims.id) ? Number(claims.id) : claims.id;
  if (typeof id !== 'number' || !Number.isFinite(id)) return null;
  if (typeof claims.email !== 'string' || typeof claims.role !== 'string') return null;
  if (claims.exp !== undefined) {
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= nowMs) return null;
  }
  return { id, email: claims.email, role: knownRole(claims.role) };
}

/** A role this app does not know grants nothing more than a customer's. */
function knownRole(role: string): UserRole {
  return USER_ROLES.find((known) => known === role) ?? CUSTOMER_ROLE;
}
