import { useQuery } from '@tanstack/react-query';
import type { Profile, ProfileUpdateInput } from '@shop/shared/auth/schemas';
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

/** PUT /api/auth/profile → the updated profile; 409 EMAIL_TAKEN with `fields.email`. */
export async function updateProfile(body: ProfileUpdateInput): Promise<Profile> {
  const { data } = await apiClient.put<Profile>('/auth/profile', body);
  return data;
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
