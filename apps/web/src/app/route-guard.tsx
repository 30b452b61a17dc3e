import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isAdminRole } from '@shop/shared/auth/roles';
import { TEXTS } from '@shop/shared/texts';
import { writeStored } from '../lib/storage';
import { useSession } from '../lib/session/use-session';
import { useHydrated } from '../lib/use-hydrated';
import { Spinner } from '../ui/spinner';
import type { AccessRule } from '../lib/paths';
import { paths } from '../lib/paths';

/** Navigation state a guest carries home, so the login modal opens by itself. */
export const LOGIN_REQUIRED_STATE = { loginRequired: true } as const;

/** Sends a guest home and remembers where they wanted to go (spec §2, key redirectTo). */
function SendGuestHome({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    writeStored('redirectTo', from);
    void navigate(paths.home.href(), { replace: true, state: LOGIN_REQUIRED_STATE });
  }, [from, navigate]);
  return null;
}

function SendHome() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(paths.home.href(), { replace: true });
  }, [navigate]);
  return null;
}

/**
 * Route guard of spec §2: a spinner while the session loads; no user → home, remembering the path;
 * a user without the required role → home.
 */
export function RouteGuard({
  access,
  children,
}: {
  access: Exclude<AccessRule, 'public'>;
  children?: ReactNode;
}) {
  const { user, loading } = useSession();
  const hydrated = useHydrated();
  const location = useLocation();
  // Signing out on a protected page (logout, a 401, another tab) is not a guest arriving: go home
  // without remembering the page or asking to log in again.
  const [hadUser, setHadUser] = useState(false);
  if (user && !hadUser) setHadUser(true);

  // the server draws a guest's page: the browser decides once it knows its token
  if (loading || !hydrated) return <Spinner label={TEXTS.auth.checking} className="min-h-[40vh]" />;
  if (!user && hadUser) return <SendHome />;
  if (!user) return <SendGuestHome from={`${location.pathname}${location.search}${location.hash}`} />;
  if (access === 'admin' && !isAdminRole(user.role)) return <SendHome />;
  return children ?? <Outlet />;
}
