import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { consentBox, tickConsent } from '../../../test/consent';
import { renderWithApp } from '../../../test/render-with-app';
import { RegisterForm } from './register-form';

const REGISTERED = {
  status: 201,
  data: { message: 'Мы отправили код на вашу почту', email: 'fresh@example.com' },
};

function renderForm() {
  const onRegistered = vi.fn();
  renderWithApp(<RegisterForm onRegistered={onRegistered} />);
  fireEvent.change(screen.getByLabelText('Имя пользователя'), { target: { value: 'fresh' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'fresh@example.com' } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'long-enough-password' } });
  return { onRegistered };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

describe('RegisterForm personal-data consent', () => {
  it('starts unticked, with a link to the privacy policy opening in a new tab', () => {
    renderForm();
    expect(consentBox()).not.toBeChecked();
    const link = screen.getByRole('link', { name: new RegExp(TEXTS.privacyPolicy.title) });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('refuses to send without the box: the error is at the box, which takes the focus', async () => {
    const api = mockApiRoutes({ 'POST /auth/register': REGISTERED });
    const { onRegistered } = renderForm();
    submit();
    expect(await screen.findByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox()).toHaveAccessibleDescription(TEXTS.validation.consentRequired);
    await waitFor(() => expect(consentBox()).toHaveFocus());
    expect(api.bodies('POST /auth/register')).toEqual([]);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('ticked, clears the error and sends consent: true', async () => {
    const api = mockApiRoutes({ 'POST /auth/register': REGISTERED });
    const { onRegistered } = renderForm();
    submit();
    await screen.findByText(TEXTS.validation.consentRequired);
    tickConsent();
    expect(consentBox()).toBeChecked();
    expect(screen.queryByText(TEXTS.validation.consentRequired)).not.toBeInTheDocument();
    submit();
    await waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith('fresh@example.com', REGISTERED.data.message),
    );
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

  it("shows the server's refusal of the consent at the box, not above the button", async () => {
    const refused = TEXTS.validation.consentRequired;
    mockApiRoutes({
      'POST /auth/register': {
        status: 400,
        data: {
          code: 'VALIDATION_FAILED',
          error: TEXTS.errors.validationFailed,
          fields: { consent: refused },
        },
      },
    });
    const { onRegistered } = renderForm();
    tickConsent();
    submit();
    await waitFor(() => expect(consentBox()).toHaveAttribute('aria-invalid', 'true'));
    expect(consentBox()).toHaveAccessibleDescription(refused);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
  });
});
