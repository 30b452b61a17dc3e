import { useState } from 'react';
import { Navigate } from 'react-router';
import { AUTH_MODE_TITLES } from '../../features/auth/auth-modal-context';
import type { AuthMode } from '../../features/auth/auth-modal-context';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Spinner } from '../../ui/spinner';
import { PageTitle } from '../../ui/page-title';

/** /login: the redirect target for guests; the same forms as the auth modal. */
export function LoginPage() {
  const { user, loading } = useSession();
  const [mode, setMode] = useState<AuthMode>('login');
  useDocumentTitle(AUTH_MODE_TITLES[mode]);

  if (loading) return <Spinner className="min-h-[40vh]" />;
  if (user) return <Navigate to={paths.profile.href()} replace />;

  return (
    <div className="container-page flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageTitle className="mb-6 text-center">{AUTH_MODE_TITLES[mode]}</PageTitle>
        <AuthPanel mode={mode} onModeChange={setMode} />
      </div>
    </div>
  );
}
