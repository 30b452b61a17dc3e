import { useState } from 'react';
import type { AuthMode } from '../auth-modal-context';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

interface AuthPanelProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called after a successful sign-in. */
  onDone?: () => void;
}

/** Login or registration form with the switch between them (auth modal and /login page). */
export function AuthPanel({ mode, onModeChange, onDone }: AuthPanelProps) {
  const [registeredEmail, setRegisteredEmail] = useState('');
  const switchClass = 'min-h-11 font-semibold text-brand-700 underline-offset-2 hover:underline';

  return (
    <div className="space-y-5">
      {mode === 'login' ? (
        <LoginForm key={registeredEmail} initialEmail={registeredEmail} onSuccess={onDone} />
      ) : (
        <RegisterForm
          onSuccess={onDone}
          onRegistered={(email) => {
            setRegisteredEmail(email);
            onModeChange('login');
          }}
        />
      )}
      <p className="text-center text-sm text-slate-600">
        {mode === 'login' ? 'Нет аккаунта?' : 'Уже есть аккаунт?'}{' '}
        <button
          type="button"
          className={switchClass}
          onClick={() => onModeChange(mode === 'login' ? 'register' : 'login')}
        >
          {mode === 'login' ? 'Зарегистрироваться' : 'Войти'}
        </button>
      </p>
    </div>
  );
}
