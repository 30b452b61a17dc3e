import { act, fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { tickConsent } from '../../../test/consent';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import type { AuthMode } from '../auth-modal-context';
import { useAuthModal } from '../use-auth-modal';
import { AuthModalProvider } from './auth-modal-provider';
import { RESEND_COOLDOWN_S, ResendCodeButton } from './resend-code-button';

function Opener() {
  const { openAuth } = useAuthModal();
  return (['login', 'register'] as AuthMode[]).map((mode) => (
    <button key={mode} type="button" onClick={() => openAuth(mode)}>
      open-{mode}
    </button>
  ));
}

async function openModal(mode: AuthMode) {
  renderWithApp(
    <AuthModalProvider>
      <Opener />
    </AuthModalProvider>,
  );
  fireEvent.click(screen.getByText(`open-${mode}`));
  const title = mode === 'login' ? 'Вход' : 'Регистрация';
  const dialog = screen.getByRole('dialog', { name: title });
  await within(dialog).findByRole('form', { name: title });
  return dialog;
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const NOT_VERIFIED = {
  status: 403,
  data: { code: 'EMAIL_NOT_VERIFIED', error: 'Email не подтверждён. Введите код из письма' },
};

describe('auth modal steps', () => {
  it('switches to the code step for the e-mail when the login answers 403 EMAIL_NOT_VERIFIED', async () => {
    mockApiRoutes({ 'POST /auth/login': NOT_VERIFIED });
    await openModal('login');
    type('Email', 'new@example.com');
    type('Пароль', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

    const verify = await screen.findByRole('dialog', { name: 'Подтверждение email' });
    expect(within(verify).getByText('Email не подтверждён. Введите код из письма')).toBeInTheDocument();
    expect(within(verify).getByText('new@example.com')).toBeInTheDocument();
    const code = within(verify).getByLabelText('Код из письма');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveFocus();
    // no code was mailed by the login, so a new one can be asked for at once
    expect(within(verify).getByRole('button', { name: 'Отправить код ещё раз' })).toBeEnabled();
  });

  it('resends the code for that e-mail, toasts the answer and then waits before the next try', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({
      'POST /auth/login': NOT_VERIFIED,
      'POST /auth/resend-code': { status: 200, data: { message: 'Новый код отправлен' } },
    });
    await openModal('login');
    type('Email', 'new@example.com');
    type('Пароль', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Отправить код ещё раз' }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Новый код отправлен'));
    expect(api.bodies('POST /auth/resend-code')).toEqual([{ email: 'new@example.com' }]);
    expect(screen.getByRole('button', { name: /Отправить код ещё раз/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Отправить код ещё раз/ })).toHaveTextContent('(30 с)');
  });

  it('checks the code format, shows the server answer, and signs in with the token of a right code', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const token = userToken({ email: 'new@example.com' });
    const api = mockApiRoutes({
      'POST /auth/login': NOT_VERIFIED,
      'POST /auth/verify': [
        { status: 400, data: { code: 'INVALID_CODE', error: 'Неверный код' } },
        { status: 200, data: { message: 'Email подтверждён', token } },
      ],
    });
    await openModal('login');
    type('Email', 'new@example.com');
    type('Пароль', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await screen.findByLabelText('Код из письма');

    type('Код из письма', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Код состоит из 6 цифр')).toBeInTheDocument();
    expect(api.bodies('POST /auth/verify')).toEqual([]);

    type('Код из письма', '111 111');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Неверный код');

    type('Код из письма', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodies('POST /auth/verify')).toEqual([
      { email: 'new@example.com', code: '111111' },
      { email: 'new@example.com', code: '123456' },
    ]);
    expect(localStorage.getItem('token')).toBe(token);
    expect(success).toHaveBeenCalledWith('Почта подтверждена, вы вошли в магазин');
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('goes from registration to the code step with the server message, the resend cooling down', async () => {
    const api = mockApiRoutes({
      'POST /auth/register': {
        status: 201,
        data: { message: 'Мы отправили код на вашу почту', email: 'fresh@example.com' },
      },
    });
    await openModal('register');
    type('Имя пользователя', 'fresh');
    type('Email', 'fresh@example.com');
    type('Пароль', 'long-enough-password');
    tickConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    const verify = await screen.findByRole('dialog', { name: 'Подтверждение email' });
    expect(within(verify).getByText('Мы отправили код на вашу почту')).toBeInTheDocument();
    expect(within(verify).getByText('fresh@example.com')).toBeInTheDocument();
    expect(within(verify).getByRole('button', { name: /Отправить код ещё раз/ })).toBeDisabled();
    expect(api.bodies('POST /auth/register')).toEqual([
      {
        username: 'fresh',
        email: 'fresh@example.com',
        password: 'long-enough-password',
        full_name: null,
        phone: null,
        consent: true,
      },
    ]);
  });

  it('puts a taken e-mail on the e-mail field instead of repeating it above the button', async () => {
    mockApiRoutes({
      'POST /auth/register': {
        status: 409,
        data: { code: 'EMAIL_TAKEN', error: 'Email занят', fields: { email: 'Email занят' } },
      },
    });
    await openModal('register');
    type('Имя пользователя', 'fresh');
    type('Email', 'taken@example.com');
    type('Пароль', 'long-enough-password');
    tickConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText('Email занят')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog('Регистрация')).toBeInTheDocument();
  });

  it('resets a forgotten password with the mailed code and returns to login with the e-mail filled in', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({
      'POST /auth/request-password-reset': { status: 200, data: { message: 'Код для сброса отправлен' } },
      'POST /auth/reset-password': [
        {
          status: 400,
          data: {
            code: 'WEAK_PASSWORD',
            error: 'Этот пароль слишком распространён',
            fields: { newPassword: 'Этот пароль слишком распространён' },
          },
        },
        { status: 200, data: { message: 'Пароль изменён. Войдите с новым паролем' } },
      ],
    });
    await openModal('login');
    type('Email', 'buyer@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Забыли пароль?' }));

    const forgot = screen.getByRole('dialog', { name: 'Восстановление пароля' });
    expect(within(forgot).getByLabelText('Email')).toHaveValue('buyer@example.com');
    fireEvent.click(within(forgot).getByRole('button', { name: 'Получить код' }));

    const reset = await screen.findByRole('dialog', { name: 'Смена пароля' });
    expect(within(reset).getByText('Код для сброса отправлен')).toBeInTheDocument();
    fireEvent.click(within(reset).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(reset).findByText('Введите код из письма')).toBeInTheDocument();
    expect(within(reset).getByText('Пароль обязателен')).toBeInTheDocument();

    type('Код из письма', '654321');
    type('Новый пароль', 'password');
    fireEvent.click(within(reset).getByRole('button', { name: 'Сменить пароль' }));
    expect(await within(reset).findByText('Этот пароль слишком распространён')).toBeInTheDocument();
    expect(within(reset).getByLabelText('Новый пароль')).toHaveAttribute('aria-invalid', 'true');

    type('Новый пароль', 'a much better passphrase');
    fireEvent.click(within(reset).getByRole('button', { name: 'Сменить пароль' }));
    const login = await screen.findByRole('dialog', { name: 'Вход' });
    expect(success).toHaveBeenCalledWith('Пароль изменён. Войдите с новым паролем');
    expect(within(login).getByLabelText('Email')).toHaveValue('buyer@example.com');
    expect(api.bodies('POST /auth/request-password-reset')).toEqual([{ email: 'buyer@example.com' }]);
    expect(api.bodies('POST /auth/reset-password')).toEqual([
      { email: 'buyer@example.com', code: '654321', newPassword: 'password' },
      { email: 'buyer@example.com', code: '654321', newPassword: 'a much better passphrase' },
    ]);
  });

  it("shows a busy server's own words on the registration form at once, without retrying", async () => {
    const busy = 'Сервер сейчас занят проверкой паролей. Попробуйте ещё раз через минуту';
    const api = mockApiRoutes({
      'POST /auth/register': { status: 503, data: { code: 'SERVICE_UNAVAILABLE', error: busy } },
    });
    await openModal('register');
    type('Имя пользователя', 'fresh');
    type('Email', 'fresh@example.com');
    type('Пароль', 'long-enough-password');
    tickConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    expect(api.bodies('POST /auth/register')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Регистрация' })).toBeInTheDocument();
  });

  it('leads back to login from a code step', async () => {
    mockApiRoutes({ 'POST /auth/login': NOT_VERIFIED });
    await openModal('login');
    type('Email', 'new@example.com');
    type('Пароль', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Вернуться ко входу' }));
    expect(within(dialog('Вход')).getByLabelText('Email')).toHaveValue('new@example.com');
  });
});

describe('ResendCodeButton', () => {
  it('is enabled again when the cooldown is over, and reports a failure', async () => {
    vi.useFakeTimers();
    try {
      const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
      const send = vi.fn().mockRejectedValue(new Error('offline'));
      renderWithApp(<ResendCodeButton send={send} sentText="Отправлено" coolingDown />);
      const button = screen.getByRole('button', { name: /Отправить код ещё раз/ });
      expect(button).toBeDisabled();

      act(() => {
        vi.advanceTimersByTime(RESEND_COOLDOWN_S * 1000);
      });
      expect(button).toBeEnabled();
      expect(button).toHaveTextContent(/^Отправить код ещё раз$/);

      await act(async () => fireEvent.click(button));
      expect(send).toHaveBeenCalledTimes(1);
      expect(error).toHaveBeenCalledWith('Произошла ошибка');
      expect(button).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});
