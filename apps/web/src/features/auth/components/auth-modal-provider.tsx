import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TEXTS } from '@shop/shared/texts';
import { useSession } from '../../../lib/session/use-session';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { AUTH_STEP_TITLES, AuthModalContext } from '../auth-modal-context';
import type { AuthModalControls, AuthStep } from '../auth-modal-context';

// the forms (and the validation schemas) load only when the modal opens
const AuthPanel = lazy(() => import('./auth-panel').then((module) => ({ default: module.AuthPanel })));

/** Navigation state set by the route guard when a guest was sent away from a protected page. */
export interface LoginRequiredState {
  loginRequired?: boolean;
}

/** Owns the auth modal: header buttons and pages open it in login or register mode; the panel moves between steps. */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { user } = useSession();
  const [requestedStep, setRequestedStep] = useState<AuthStep | null>(null);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);

  const loginRequired =
    (location.state as LoginRequiredState | null)?.loginRequired === true &&
    !user &&
    dismissedKey !== location.key;
  const step: AuthStep | null = requestedStep ?? (loginRequired ? { name: 'login' } : null);

  const close = useCallback(() => {
    setRequestedStep(null);
    setDismissedKey(location.key);
  }, [location.key]);

  const controls = useMemo<AuthModalControls>(
    () => ({
      openAuth: (mode) => setRequestedStep(mode === 'login' ? { name: 'login' } : { name: 'register' }),
    }),
    [],
  );

  return (
    <AuthModalContext.Provider value={controls}>
      {children}
      <Modal open={step !== null} onClose={close} title={AUTH_STEP_TITLES[step?.name ?? 'login']}>
        <div className="p-5">
          {loginRequired && !requestedStep && (
            <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900">
              {TEXTS.auth.loginRequired}
            </p>
          )}
          <Suspense fallback={<Spinner />}>
            {step && <AuthPanel step={step} onStepChange={setRequestedStep} onDone={close} />}
          </Suspense>
        </div>
      </Modal>
    </AuthModalContext.Provider>
  );
}
