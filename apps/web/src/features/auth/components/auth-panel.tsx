import { AUTH_FORMS } from '@shop/shared/auth/forms';
import type { AuthStep } from '../auth-modal-context';
import { ForgotPasswordForm } from './forgot-password-form';
import { linkButtonClass } from './link-button';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordForm } from './reset-password-form';
import { VerifyCodeForm } from './verify-code-form';

const T = AUTH_FORMS;

interface AuthPanelProps {
  step: AuthStep;
  onStepChange: (step: AuthStep) => void;
  /** Called after a successful sign-in. */
  onDone?: () => void;
}

/** The step switcher of the auth modal and the /login page: login, registration, code and reset steps. */
export function AuthPanel({ step, onStepChange: go, onDone }: AuthPanelProps) {
  return (
    <div className="space-y-5">
      {step.name === 'login' && (
        <LoginForm
          key={step.email}
          initialEmail={step.email}
          onSuccess={onDone}
          onEmailNotVerified={(email, notice) => go({ name: 'verify', email, notice, codeSent: false })}
          onForgotPassword={(email) => go({ name: 'forgot', email })}
        />
      )}
      {step.name === 'register' && (
        <RegisterForm
          onRegistered={(email, notice) => go({ name: 'verify', email, notice, codeSent: true })}
        />
      )}
      {step.name === 'verify' && (
        <VerifyCodeForm email={step.email} notice={step.notice} codeSent={step.codeSent} onSuccess={onDone} />
      )}
      {step.name === 'forgot' && (
        <ForgotPasswordForm
          initialEmail={step.email}
          onRequested={(email, notice) => go({ name: 'reset', email, notice })}
        />
      )}
      {step.name === 'reset' && (
        <ResetPasswordForm
          email={step.email}
          notice={step.notice}
          onReset={(email) => go({ name: 'login', email })}
        />
      )}

      <p className="border-t border-slate-100 pt-3 text-center text-sm text-slate-600">
        {step.name === 'login' ? (
          <>
            {T.noAccount}{' '}
            <button type="button" className={linkButtonClass} onClick={() => go({ name: 'register' })}>
              {T.signUp}
            </button>
          </>
        ) : step.name === 'register' ? (
          <>
            {T.haveAccount}{' '}
            <button type="button" className={linkButtonClass} onClick={() => go({ name: 'login' })}>
              {T.signIn}
            </button>
          </>
        ) : (
          <button
            type="button"
            className={linkButtonClass}
            onClick={() => go({ name: 'login', email: step.email })}
          >
            {T.backToLogin}
          </button>
        )}
      </p>
    </div>
  );
}
