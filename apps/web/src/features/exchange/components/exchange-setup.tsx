import { useState } from 'react';
import type { FormEvent } from 'react';
import { KeyRound, ServerCog } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { ORDERS_ENCODINGS } from '@shop/shared/exchange/schemas';
import type { ExchangeSettings, OrdersEncoding } from '@shop/shared/exchange/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/form-errors';
import { buttonClass } from '../../../ui/button';
import { Section } from '../../../ui/section';
import { FormAlert, TextField } from '../../../ui/text-field';
import { WithQuery } from '../../../ui/with-query';
import { useExchangeSettings, useUpdateExchangeSettings } from '../api';
import { checkCredentials } from '../credentials';
import type { CredentialsErrors, CredentialsField, CredentialsValues } from '../credentials';
import { exchangeAddress } from '../session-view';
import { CopyValue } from './copy-value';

const T = ADMIN_PAGES.exchange.setup;

/** 'Что указать в 1С': the address, login and password for 1C's exchange node, and the orders' encoding. */
export function ExchangeSetup() {
  const settings = useExchangeSettings();
  return (
    <Section heading={T.title} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <WithQuery query={settings} errorMessage={T.loadFailed}>
        {(current) => <SetupContent settings={current} />}
      </WithQuery>
    </Section>
  );
}

function SetupContent({ settings }: { settings: ExchangeSettings }) {
  const fromServer = settings.credentialsFrom === 'env';
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-1.5 pl-5 text-slate-700">
        {T.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="grid gap-4 lg:grid-cols-2">
        <CopyValue label={T.address} value={exchangeAddress(settings, window.location.origin)} />
        {settings.login ? (
          <CopyValue label={T.login} value={settings.login} />
        ) : (
          <div>
            <p className="mb-1.5 text-sm font-medium text-slate-800">{T.login}</p>
            <p className="flex h-11 items-center text-slate-500">{T.noLogin}</p>
          </div>
        )}
      </div>
      {fromServer ? (
        <Notice icon="server">{T.fromServer}</Notice>
      ) : (
        <CredentialsForm settings={settings} key={settings.login ?? ''} />
      )}
      <EncodingChoice setting="ordersEncoding" value={settings.ordersEncoding} />
      <EncodingChoice setting="answersEncoding" value={settings.answersEncoding} />
      <CurrencyForm currency={settings.currency} key={settings.currency} />
    </div>
  );
}

function Notice({
  icon,
  tone = 'info',
  children,
}: {
  icon: 'server' | 'key';
  tone?: 'info' | 'warning';
  children: string;
}) {
  const Icon = icon === 'server' ? ServerCog : KeyRound;
  const colours =
    tone === 'warning'
      ? 'border-amber-200 bg-amber-50 text-amber-950'
      : 'border-sky-200 bg-sky-50 text-sky-950';
  return (
    <p className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${colours}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}

const EMPTY: CredentialsValues = { login: '', password: '', repeat: '' };

/** The exchange account set from the admin area: the login, and a new password typed twice. */
function CredentialsForm({ settings }: { settings: ExchangeSettings }) {
  const save = useUpdateExchangeSettings();
  const [values, setValues] = useState<CredentialsValues>({ ...EMPTY, login: settings.login ?? '' });
  const [errors, setErrors] = useState<CredentialsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const field = (name: CredentialsField) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkCredentials(values, settings);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(checked.update, {
      onSuccess: () => {
        setValues((current) => ({ ...current, password: '', repeat: '' }));
        toast.success(T.saved);
      },
      onError: (error) => {
        const fields = serverFieldErrors<CredentialsField>(error);
        setErrors({ login: fields.login, password: fields.password });
        setFormError(fields.login || fields.password ? null : errorMessage(error, T.saveFailed));
      },
    });
  };

  return (
    <form
      aria-label={T.accountTitle}
      noValidate
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-slate-200 bg-slate-50/60 p-4"
    >
      <div className="space-y-1">
        <h3 className="font-semibold text-slate-900">{T.accountTitle}</h3>
        <p className="text-sm text-slate-600">{T.accountText}</p>
      </div>
      <Notice icon="key" tone={settings.passwordSet ? 'info' : 'warning'}>
        {settings.passwordSet ? T.passwordIsSet : T.passwordNotSet}
      </Notice>
      <div className="grid gap-4 md:grid-cols-3">
        <TextField label={T.login} autoComplete="off" spellCheck={false} {...field('login')} />
        <TextField
          label={settings.passwordSet ? T.newPassword : T.firstPassword}
          type="password"
          autoComplete="new-password"
          hint={settings.passwordSet ? T.passwordHint : undefined}
          {...field('password')}
        />
        <TextField
          label={T.repeatPassword}
          type="password"
          autoComplete="new-password"
          {...field('repeat')}
        />
      </div>
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
        {save.isPending ? TEXTS.common.saving : TEXTS.common.save}
      </button>
    </form>
  );
}

type EncodingSetting = 'ordersEncoding' | 'answersEncoding';

const ENCODING_TEXTS: Record<EncodingSetting, { legend: string; hint: string; saved: string }> = {
  ordersEncoding: { legend: T.encoding, hint: T.encodingHint, saved: T.encodingSaved },
  answersEncoding: { legend: T.answersEncoding, hint: T.answersEncodingHint, saved: T.answersEncodingSaved },
};

/**
 * UTF-8 or windows-1251 for what 1C reads — the orders it downloads, or the shop's text answers —
 * saved as soon as it is picked.
 */
function EncodingChoice({ setting, value }: { setting: EncodingSetting; value: OrdersEncoding }) {
  const save = useUpdateExchangeSettings();
  const texts = ENCODING_TEXTS[setting];
  const choose = (encoding: OrdersEncoding) => {
    if (encoding === value) return;
    save.mutate(
      { [setting]: encoding },
      {
        onSuccess: () => toast.success(texts.saved),
        onError: (error) => toast.error(errorMessage(error, T.encodingFailed)),
      },
    );
  };
  return (
    <fieldset className="space-y-2" disabled={save.isPending}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{texts.legend}</legend>
      <p className="text-sm text-slate-600">{texts.hint}</p>
      <div className="flex flex-col gap-1 sm:flex-row sm:gap-6">
        {ORDERS_ENCODINGS.map((encoding) => (
          <label key={encoding} className="flex min-h-11 cursor-pointer items-center gap-2.5 text-slate-800">
            <input
              type="radio"
              name={setting}
              value={encoding}
              checked={value === encoding}
              onChange={() => choose(encoding)}
              className="size-5 accent-brand-600"
            />
            {T.encodings[encoding]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** `Валюта` of the order documents: 'руб' as 1C writes it, or the name the shop's 1C uses. */
function CurrencyForm({ currency }: { currency: string }) {
  const save = useUpdateExchangeSettings();
  const [value, setValue] = useState(currency);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { currency: value.trim() },
      {
        onSuccess: () => toast.success(T.currencySaved),
        onError: (failure) => {
          const field = serverFieldErrors<'currency'>(failure).currency;
          setError(field);
          if (!field) toast.error(errorMessage(failure, T.currencyFailed));
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={T.currency}
        name="currency"
        hint={T.currencyHint}
        value={value}
        error={error}
        spellCheck={false}
        onChange={(event) => {
          setValue(event.target.value);
          setError(undefined);
        }}
        className="sm:max-w-xs"
      />
      <button
        type="submit"
        disabled={save.isPending || value.trim() === currency}
        className={buttonClass('secondary', 'sm:mt-[26px]')}
      >
        {save.isPending ? TEXTS.common.saving : T.currencySave}
      </button>
    </form>
  );
}
