/** Account roles (spec §3, §6). Kept free of zod so the web's entry chunk can use it. */
export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const ADMIN_ROLE: UserRole = 'admin';
export const CUSTOMER_ROLE: UserRole = 'customer';

export function isAdminRole(role: string | undefined | null): boolean {
  return role === ADMIN_ROLE;
}
