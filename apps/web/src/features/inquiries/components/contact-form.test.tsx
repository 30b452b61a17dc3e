import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { apiClient } from '../../../lib/api-client';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { ContactForm } from './contact-form';

const ROUTE = 'POST /telegram/send-contact';

function renderForm() {
  renderWithApp(
    <>
      <h2 id="contact-form-title">Напишите нам</h2>
      <ContactForm />
    </>,
  );
  return screen.getByRole('form', { name: 'Напишите нам' });
}

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
const consentBox = (form: HTMLElement) =>
  within(form).getByRole('checkbox', { name: new RegExp(TEXTS.consent.label) });
const submit = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: TEXTS.contact.submit }));

function fillValid(form: HTMLElement) {
  fill(form, 'Имя', 'Мария Соколова');
  fill(form, 'Телефон', '+7 (900) 765-43-21');
  fill(form, 'Сообщение', 'Есть ли в наличии ламинат 33 класса?\nНужно 40 м².');
}

describe('ContactForm', () => {
  it('names every missing field with the §5 texts, the consent at its box, and sends nothing', async () => {
    const api = mockApiRoutes({ [ROUTE]: { status: 200, data: { message: 'ok' } } });
    const form = renderForm();
    expect(consentBox(form)).not.toBeChecked();
    submit(form);
    expect(await within(form).findByText(TEXTS.validation.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(TEXTS.validation.phoneRequired)).toBeInTheDocument();
    expect(within(form).getByText(TEXTS.validation.messageRequired)).toBeInTheDocument();
    const consentError = within(form).getByText(TEXTS.validation.consentRequired);
    expect(consentBox(form)).toHaveAttribute('aria-invalid', 'true');
    expect(consentBox(form)).toHaveAttribute('aria-describedby', consentError.id);

    fill(form, 'Телефон', '12-34');
    submit(form);
    expect(await within(form).findByText(TEXTS.validation.invalidPhone)).toBeInTheDocument();
    expect(api.bodies(ROUTE)).toEqual([]);
  });

  it('refuses a filled form without the consent: only the box is named, nothing is sent', async () => {
    const api = mockApiRoutes({ [ROUTE]: { status: 200, data: { message: 'ok' } } });
    const form = renderForm();
    fillValid(form);
    submit(form);
    expect(await within(form).findByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(within(form).queryByText(TEXTS.validation.nameRequired)).not.toBeInTheDocument();
    expect(within(form).queryByText(TEXTS.validation.invalidPhone)).not.toBeInTheDocument();
    expect(api.bodies(ROUTE)).toEqual([]);

    // ticking the box clears its error
    fireEvent.click(consentBox(form));
    expect(within(form).queryByText(TEXTS.validation.consentRequired)).not.toBeInTheDocument();
  });

  it("sends with the consent, shows the server's answer as a toast and clears the form", async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      [ROUTE]: { status: 200, data: { message: 'Спасибо! Мы перезвоним в рабочее время.' } },
    });
    const form = renderForm();
    fillValid(form);
    fireEvent.click(consentBox(form));
    submit(form);

    await waitFor(() => expect(success).toHaveBeenCalledWith('Спасибо! Мы перезвоним в рабочее время.'));
    expect(api.bodies(ROUTE)).toEqual([
      {
        name: 'Мария Соколова',
        phone: '+79007654321',
        message: 'Есть ли в наличии ламинат 33 класса?\nНужно 40 м².',
        consent: true,
      },
    ]);
    await waitFor(() => expect(within(form).getByLabelText(/^Имя/)).toHaveValue(''));
    expect(within(form).getByLabelText(/^Телефон/)).toHaveValue('');
    expect(within(form).getByLabelText(/^Сообщение/)).toHaveValue('');
    expect(consentBox(form)).not.toBeChecked();
  });

  it("falls back to 'Сообщение отправлено' when the answer carries no text", async () => {
    const success = vi.spyOn(toast, 'success');
    mockApiRoutes({ [ROUTE]: { status: 200, data: {} } });
    const form = renderForm();
    fillValid(form);
    fireEvent.click(consentBox(form));
    submit(form);
    await waitFor(() => expect(success).toHaveBeenCalledWith(TEXTS.contact.sent));
  });

  it('is busy while sending: the button says so and a second press sends nothing more', async () => {
    let answer: (value: { data: { message: string } }) => void = () => {};
    const post = vi
      .spyOn(apiClient, 'post')
      .mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const form = renderForm();
    fillValid(form);
    fireEvent.click(consentBox(form));
    submit(form);

    const busy = await within(form).findByRole('button', { name: TEXTS.common.sending });
    expect(busy).toBeDisabled();
    fireEvent.submit(form);
    expect(post).toHaveBeenCalledTimes(1);

    answer({ data: { message: TEXTS.contact.sent } });
    expect(await within(form).findByRole('button', { name: TEXTS.contact.submit })).toBeEnabled();
  });

  it("keeps the text when the server refuses: its field messages at the inputs, the consent's at the box", async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      [ROUTE]: {
        status: 400,
        data: {
          error: TEXTS.errors.validationFailed,
          fields: { consent: TEXTS.validation.consentRequired, phone: TEXTS.validation.invalidPhone },
        },
      },
    });
    const form = renderForm();
    fillValid(form);
    fireEvent.click(consentBox(form));
    submit(form);
    expect(await within(form).findByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(within(form).getByText(TEXTS.validation.invalidPhone)).toBeInTheDocument();
    expect(consentBox(form)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/^Сообщение/)).toHaveValue(
      'Есть ли в наличии ламинат 33 класса?\nНужно 40 м².',
    );
    expect(error).toHaveBeenCalledWith(TEXTS.errors.validationFailed);
  });

  it("shows the server's refusal (too many messages) and 'Ошибка при отправке сообщения' without one", async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      [ROUTE]: [
        { status: 429, data: { error: TEXTS.errors.rateLimited } },
        { status: 400, data: {} },
      ],
    });
    const form = renderForm();
    fillValid(form);
    fireEvent.click(consentBox(form));
    submit(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(TEXTS.errors.rateLimited);
    expect(error).toHaveBeenLastCalledWith(TEXTS.errors.rateLimited);

    submit(form);
    await waitFor(() => expect(error).toHaveBeenLastCalledWith(TEXTS.contact.sendFailed));
    expect(within(form).getByRole('alert')).toHaveTextContent(TEXTS.contact.sendFailed);
    expect(consentBox(form)).toBeChecked();
  });

  it('hides the honeypot from people and sends what a bot typed into it', async () => {
    const api = mockApiRoutes({ [ROUTE]: { status: 200, data: { message: 'ok' } } });
    const form = renderForm();
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(form).queryByRole('textbox', { name: /website/i })).not.toBeInTheDocument();

    fillValid(form);
    fireEvent.change(honeypot, { target: { value: 'http://spam.example' } });
    fireEvent.click(consentBox(form));
    submit(form);
    await waitFor(() => expect(api.bodies(ROUTE)).toHaveLength(1));
    expect(api.bodies(ROUTE)[0]).toMatchObject({ website: 'http://spam.example', consent: true });
  });
});
