import { useState } from 'react';
import { Navigate } from 'react-router';
import { AUTH_STEP_TITLES } from '../../features/auth/auth-modal-context';
import type { AuthStep } from '../../features/auth/auth-modal-context';
import { AuthPanel } from '../../features/auth/components/auth-panel';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/use-session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Spinner } from '../../ui/spinner';
import { PageTitle } from '../../ui/page-title';

/** /login: the redirect target for guests; the same forms as the auth modal. */
export function LoginPage() {
  const { user, loading } = useSession();
  const [step, setStep] = useState<AuthStep>({ name: 'login' });
  useDocumentTitle(AUTH_STEP_TITLES[step.name]);
  // after signing in here the session goes to the remembered page itself; only a visitor who came
  // already signed in is sent to the profile
  const [formShown, setFormShown] = useState(false);
  if (!loading && !user && !formShown) setFormShown(true);

  if (loading) return <Spinner className="min-h-[40vh]" />;
  if (user) return formShown ? null : <Navigate to={paths.profile.href()} replace />;

  return (
    <div className="container-page flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageTitle className="mb-6 text-center">{AUTH_STEP_TITLES[step.name]}</PageTitle>
        <AuthPanel step={step} onStepChange={setStep} />
      </div>
    </div>
  );
}
