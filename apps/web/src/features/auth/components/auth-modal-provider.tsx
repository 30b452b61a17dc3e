import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { TEXTS } from '@shop/shared/texts';
import { SignInPromptContext } from '../../../lib/sign-in-prompt';
import type { OpenSignInPrompt, SignInPrompt } from '../../../lib/sign-in-prompt';
import { useSession } from '../../../lib/session/use-session';
import { readStored, removeStored, writeStored } from '../../../lib/storage';
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

/** An open prompt, with the remembered target it replaced (restored when the guest closes the modal). */
interface OpenPrompt extends SignInPrompt {
  previousTarget: string | null;
}

const Notice = ({ children }: { children: ReactNode }) => (
  <p className="mb-4 rounded-lg bg-brand-50 px-3 py-2.5 text-sm text-brand-900">{children}</p>
);

/**
 * Owns the auth modal: header buttons and pages open it in login or register mode; the panel moves between
 * steps. A feature's sign-in prompt (SignInPromptContext) opens it with a reason and brings the guest back
 * to the same page after signing in (the session goes to the remembered target, spec §2).
 */
export function AuthModalProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { user } = useSession();
  const [requestedStep, setRequestedStep] = useState<AuthStep | null>(null);
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<OpenPrompt | null>(null);

  const loginRequired =
    (location.state as LoginRequiredState | null)?.loginRequired === true &&
    !user &&
    dismissedKey !== location.key;
  const step: AuthStep | null = requestedStep ?? (loginRequired ? { name: 'login' } : null);

  const hide = useCallback(() => {
    setRequestedStep(null);
    setDismissedKey(location.key);
    setPrompt(null);
  }, [location.key]);

  /** Closed without signing in: the prompt's page is no longer the place to return to. */
  const dismiss = useCallback(() => {
    if (prompt) {
      if (prompt.previousTarget === null) removeStored('redirectTo');
      else writeStored('redirectTo', prompt.previousTarget);
      prompt.onCancel?.();
    }
    hide();
  }, [prompt, hide]);

  const here = location.pathname + location.search + location.hash;
  const openPrompt = useCallback<OpenSignInPrompt>(
    (next) => {
      setPrompt({ ...next, previousTarget: readStored('redirectTo') });
      writeStored('redirectTo', here);
      setRequestedStep({ name: 'login' });
    },
    [here],
  );

  const controls = useMemo<AuthModalControls>(
    () => ({
      openAuth: (mode) => setRequestedStep(mode === 'login' ? { name: 'login' } : { name: 'register' }),
    }),
    [],
  );

  return (
    <AuthModalContext.Provider value={controls}>
      <SignInPromptContext.Provider value={openPrompt}>
        {children}
        <Modal open={step !== null} onClose={dismiss} title={AUTH_STEP_TITLES[step?.name ?? 'login']}>
          <div className="p-5">
            {prompt ? (
              <Notice>{prompt.notice}</Notice>
            ) : (
              loginRequired && !requestedStep && <Notice>{TEXTS.auth.loginRequired}</Notice>
            )}
            <Suspense fallback={<Spinner />}>
              {step && <AuthPanel step={step} onStepChange={setRequestedStep} onDone={hide} />}
            </Suspense>
          </div>
        </Modal>
      </SignInPromptContext.Provider>
    </AuthModalContext.Provider>
  );
}
