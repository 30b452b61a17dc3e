import { z } from 'zod';
import {
  AccountEmail,
  LoginForm,
  NewPassword,
  ProfileForm,
  RegisterForm,
  VerificationCode,
} from '../validation.js';
import { USER_ROLES } from './roles.js';

export const UserRole = z.enum(USER_ROLES);
export type UserRole = z.infer<typeof UserRole>;

/** Claims of the sign-in token (spec §3): id, email, role, exp in seconds since the epoch. */
export const TokenClaims = z.object({
  id: z.number().int(),
  email: z.string(),
  role: UserRole,
  exp: z.number(),
});
export type TokenClaims = z.infer<typeof TokenClaims>;

/** POST /auth/register. Unknown keys (a `role`, say) are dropped, never stored. */
export const RegisterInput = RegisterForm;
export type RegisterInput = z.infer<typeof RegisterInput>;

export const RegisterResponse = z.object({ message: z.string(), email: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponse>;

/** POST /auth/verify */
export const VerifyInput = z.object({ email: AccountEmail, code: VerificationCode });
export type VerifyInput = z.infer<typeof VerifyInput>;

/** Verifying signs the customer in at once. */
export const VerifyResponse = z.object({ message: z.string(), token: z.string() });
export type VerifyResponse = z.infer<typeof VerifyResponse>;

/** POST /auth/resend-code and POST /auth/request-password-reset */
export const EmailInput = z.object({ email: AccountEmail });
export type EmailInput = z.infer<typeof EmailInput>;

/**
 * POST /auth/login. `code` is asked for only when the account has seen too many wrong passwords from
 * other addresses (LOGIN_CODE_REQUIRED): the code sent by e-mail proves the owner.
 */
export const LoginInput = LoginForm.extend({ code: VerificationCode.optional() });
export type LoginInput = z.infer<typeof LoginInput>;

export const TokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** POST /auth/reset-password */
export const ResetPasswordInput = z.object({
  email: AccountEmail,
  code: VerificationCode,
  newPassword: NewPassword,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** GET /auth/profile and the answer of PUT /auth/profile */
export const Profile = z.object({
  id: z.number().int(),
  role: UserRole,
  username: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  /** a new e-mail waiting for its code (PUT /auth/profile sent one); the old one counts until then */
  pending_email: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** POST /auth/confirm-email: the code sent to the new address makes it the account's e-mail. */
export const ConfirmEmailInput = z.strictObject({ code: VerificationCode });
export type ConfirmEmailInput = z.infer<typeof ConfirmEmailInput>;

/** PUT /auth/profile: a role or id in the body is dropped. */
export const ProfileUpdateInput = ProfileForm;
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateInput>;
