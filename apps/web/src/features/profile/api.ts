import { useQuery } from '@tanstack/react-query';
import type { ConfirmEmailInput, Profile, ProfileUpdateInput } from '@shop/shared/auth/schemas';
import { apiClient } from '../../lib/api-client';
import { USER_SCOPED_META } from '../../lib/session/session-context';
import { useSession } from '../../lib/session/use-session';

export const profileKeys = {
  all: ['profile'] as const,
  forUser: (userId: number) => [...profileKeys.all, userId] as const,
};

/** GET /api/auth/profile: the signed-in user's personal data. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const { data } = await apiClient.get<Profile>('/auth/profile', { signal });
  return data;
}

/**
 * PUT /api/auth/profile → the updated profile; 409 EMAIL_TAKEN with `fields.email`. A different e-mail
 * is not taken at once: it waits in `pending_email` for the code mailed to it, and `email` stays; the
 * current e-mail sent again drops a pending change.
 */
export async function updateProfile(body: ProfileUpdateInput): Promise<Profile> {
  const { data } = await apiClient.put<Profile>('/auth/profile', body);
  return data;
}

/**
 * POST /api/auth/confirm-email → the profile with the new e-mail (`pending_email` null); 400
 * INVALID_CODE with `fields.code`, 409 EMAIL_TAKEN when someone took the address meanwhile.
 */
export async function confirmEmail(body: ConfirmEmailInput): Promise<Profile> {
  const { data } = await apiClient.post<Profile>('/auth/confirm-email', body);
  return data;
}

/** The same data with the current e-mail: the change waiting for its code is dropped. */
export function keepCurrentEmail(profile: Profile): Promise<Profile> {
  return updateProfile({
    username: profile.username,
    email: profile.email,
    full_name: profile.full_name,
    phone: profile.phone,
  });
}

/** The signed-in user's profile, cached per user and dropped when the user changes. */
export function useProfile() {
  const { user } = useSession();
  return useQuery({
    queryKey: profileKeys.forUser(user?.id ?? 0),
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: !!user,
    meta: USER_SCOPED_META,
  });
}
