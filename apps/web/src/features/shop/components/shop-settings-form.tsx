import { useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { toast } from 'react-toastify';
import { Plus, Trash2 } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { CONTACT_PAGE } from '@shop/shared/shop/contact-page';
import { SHOP_SETTINGS_TEXTS } from '@shop/shared/shop/texts';
import {
  SHOP_PHONES_MAX,
  ShopTelegramUpdate,
  ShopUpdate,
  type ShopPublic,
  type ShopTelegram,
} from '@shop/shared/shop/settings';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid, serverFieldErrors } from '../../../lib/form-errors';
import { buttonClass, iconButtonClass } from '../../../ui/button';
import { FormActions } from '../../../ui/form-actions';
import { Section } from '../../../ui/section';
import { SelectField } from '../../../ui/select-field';
import { FormAlert, TextAreaField, TextField } from '../../../ui/text-field';
import { useSendTelegramTest, useShopTelegram, useUpdateShop, useUpdateShopTelegram } from '../api';
import {
  DEFAULT_DAY,
  errorsOf,
  newRowKey,
  telegramUpdateOf,
  telegramValuesOf,
  updateOf,
  valuesOf,
  type DayValues,
  type ExceptionValues,
  type SettingsErrors,
  type SettingsValues,
  type TelegramValues,
} from '../settings-form';

const A = ADMIN_PAGES.settings;
const C = CONTACT_PAGE;
const DAYS = SHOP_SETTINGS_TEXTS.weekdaysShort;

/** The Russian zones the form offers (Europe/Moscow first among equals: the default). */
export const SHOP_TIME_ZONES = Object.keys(A.timeZones) as (keyof typeof A.timeZones)[];

/** The fields the form shows; an error under any other key of a 400 is shown above the button. */
const SHOWN_FIELDS = new Set<string>([
  'name',
  'legalName',
  'inn',
  'ogrn',
  'kpp',
  'legalAddress',
  'address',
  'pickupAddress',
  'phones',
  'email',
  'timeZone',
  'hours',
  'exceptions',
  'map',
  'returnsText',
  'deliveryText',
  'heavy_order_kg',
  'long_item_m',
]);

const timeInputClass =
  'block h-11 w-full min-w-0 rounded-lg border bg-white px-2 text-base text-slate-900 focus:border-brand-500 ' +
  'focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-400';

const cardClass = 'scroll-mt-36 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5';

function ErrorText({ children }: { children: string | undefined }) {
  if (!children) return null;
  return <p className="text-sm font-medium text-red-700">{children}</p>;
}

function Checkbox({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm font-medium text-slate-800 select-none">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 cursor-pointer rounded accent-brand-600"
      />
      {label}
    </label>
  );
}

/** Open and close times of a day; disabled while the day is off. */
function TimeInputs({
  day,
  label,
  errorOf,
  disabled,
  onChange,
}: {
  day: DayValues;
  /** the day as the inputs' names say it: 'Пн', 'Особый день 2' */
  label: string;
  errorOf: (field: 'open' | 'close') => string | undefined;
  disabled: boolean;
  onChange: (change: Partial<DayValues>) => void;
}) {
  return (['open', 'close'] as const).map((field) => {
    const error = errorOf(field);
    return (
      <input
        key={field}
        type="time"
        aria-label={field === 'open' ? A.opensOn(label) : A.closesOn(label)}
        value={day[field]}
        disabled={disabled || day.closed}
        onChange={(event) => onChange({ [field]: event.target.value })}
        aria-invalid={error ? true : undefined}
        className={`${timeInputClass} ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
    );
  });
}

/**
 * The shop's settings (/admin/settings): names and requisites, addresses and phones, the week's hours
 * with dated exceptions, the map point and the texts of the returns and delivery pages. Checked with
 * the shared ShopUpdate schema before it is sent; a 400's `fields` land under the same inputs.
 */
export function ShopSettingsForm({ shop }: { shop: ShopPublic }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<SettingsValues>(() => valuesOf(shop));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useUpdateShop();
  const busy = save.isPending;

  /** Changes some values and forgets the errors under `paths` (and below them). */
  const update = (change: Partial<SettingsValues>, ...paths: string[]) => {
    setValues((current) => ({ ...current, ...change }));
    if (paths.length === 0) return;
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([key]) => !paths.some((path) => key === path || key.startsWith(`${path}.`)),
        ),
      ),
    );
  };

  const text = (name: keyof SettingsValues & string) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) => update({ [name]: event.target.value }, name),
    error: errors[name],
    disabled: busy,
  });

  const setPhone = (index: number, phone: string) =>
    update(
      { phones: values.phones.map((old, i) => (i === index ? phone : old)) },
      `phones.${index}`,
      'phones',
    );
  const setDay = (index: number, change: Partial<DayValues>) =>
    update(
      { hours: values.hours.map((day, i) => (i === index ? { ...day, ...change } : day)) },
      `hours.${index}`,
      'hours',
    );
  const setException = (index: number, change: Partial<ExceptionValues>) =>
    update(
      { exceptions: values.exceptions.map((row, i) => (i === index ? { ...row, ...change } : row)) },
      `exceptions.${index}`,
      'exceptions',
    );
  // removing a row renumbers the ones after it: their old messages would point at the wrong rows
  const forgetRows = (list: 'phones' | 'exceptions') => update({}, list);

  const showErrors = (found: SettingsErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const input = updateOf(values);
    const parsed = ShopUpdate.safeParse(input);
    if (!parsed.success) {
      showErrors(errorsOf(parsed.error.issues));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      setValues(valuesOf(saved));
      setErrors({});
      toast.success(A.saved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const shown = Object.keys(fields).some((key) => SHOWN_FIELDS.has(key.split('.')[0]!));
      if (shown) showErrors(fields as SettingsErrors);
      setFormError(shown ? null : errorMessage(error, TEXTS.common.genericError));
    }
  };

  const cancel = () => {
    setValues(valuesOf(shop));
    setErrors({});
    setFormError(null);
  };

  const exceptionLabel = (index: number) => A.exceptionTitle(index + 1);

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <Section heading={A.sections.shop} className={cardClass}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={A.name} autoComplete="organization" {...text('name')} />
          <TextField label={A.legalName} hint={A.legalNameHint} autoComplete="off" {...text('legalName')} />
          <TextField label={C.inn} inputMode="numeric" autoComplete="off" {...text('inn')} />
          <TextField label={A.ogrn} inputMode="numeric" autoComplete="off" {...text('ogrn')} />
          <TextField label={C.kpp} hint={A.kppHint} optional autoComplete="off" {...text('kpp')} />
          <TextField label={C.legalAddress} autoComplete="off" {...text('legalAddress')} />
        </div>
      </Section>

      <Section heading={A.sections.contacts} className={cardClass}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={A.address} autoComplete="off" {...text('address')} />
          <TextField label={TEXTS.profile.pickupAddress} autoComplete="off" {...text('pickupAddress')} />
        </div>
        <fieldset className="min-w-0 space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{A.phones}</legend>
          <p className="text-sm text-slate-500">{A.phonesHint(SHOP_PHONES_MAX)}</p>
          {values.phones.map((phone, index) => (
            <div key={index} className="flex items-start gap-2">
              <TextField
                className="min-w-0 flex-1"
                label={A.phone(index + 1)}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                value={phone}
                disabled={busy}
                onChange={(event) => setPhone(index, event.target.value)}
                error={errors[`phones.${index}`] ?? (index === 0 ? errors.phones : undefined)}
              />
              {values.phones.length > 1 && (
                <button
                  type="button"
                  aria-label={A.removePhone(index + 1)}
                  disabled={busy}
                  onClick={() => {
                    forgetRows('phones');
                    update({ phones: values.phones.filter((_, i) => i !== index) });
                  }}
                  className={`${iconButtonClass} mt-7 hover:text-red-700`}
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </button>
              )}
            </div>
          ))}
          {values.phones.length < SHOP_PHONES_MAX && (
            <button
              type="button"
              disabled={busy}
              onClick={() => update({ phones: [...values.phones, ''] }, 'phones')}
              className={buttonClass('secondary')}
            >
              <Plus aria-hidden="true" className="size-4" />
              {A.addPhone}
            </button>
          )}
        </fieldset>
        <TextField
          label={A.email}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className="sm:max-w-md"
          {...text('email')}
        />
      </Section>

      <Section heading={TEXTS.shop.hours} className={cardClass}>
        <SelectField
          label={A.timeZone}
          className="sm:max-w-sm"
          value={values.timeZone}
          disabled={busy}
          onChange={(event) => update({ timeZone: event.target.value }, 'timeZone')}
          error={errors.timeZone}
        >
          {/* a zone saved outside the list (through the API) stays selectable */}
          {!(SHOP_TIME_ZONES as string[]).includes(values.timeZone) && (
            <option value={values.timeZone}>{values.timeZone}</option>
          )}
          {SHOP_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {A.timeZones[zone]}
            </option>
          ))}
        </SelectField>

        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-slate-800">{A.week}</legend>
          <div
            aria-hidden="true"
            className="mb-1 grid grid-cols-[2.25rem_minmax(0,1fr)_minmax(0,1fr)] gap-x-2 text-xs font-medium text-slate-500 sm:grid-cols-[2.5rem_9rem_9rem_auto] sm:gap-x-3"
          >
            <span />
            <span>{A.opens}</span>
            <span>{A.closes}</span>
          </div>
          <ul className="space-y-1">
            {values.hours.map((day, index) => {
              const label = DAYS[index]!;
              const rowError = errors[`hours.${index}`];
              return (
                <li
                  key={label}
                  data-testid={`day-${index}`}
                  className="grid grid-cols-[2.25rem_minmax(0,1fr)_minmax(0,1fr)] items-center gap-x-2 sm:grid-cols-[2.5rem_9rem_9rem_auto] sm:gap-x-3"
                >
                  <span className="font-semibold text-slate-800">{label}</span>
                  <TimeInputs
                    day={day}
                    label={label}
                    disabled={busy}
                    errorOf={(field) =>
                      errors[`hours.${index}.${field}`] ?? (field === 'open' ? rowError : undefined)
                    }
                    onChange={(change) => setDay(index, change)}
                  />
                  <div className="col-span-2 col-start-2 sm:col-span-1 sm:col-start-auto">
                    <Checkbox
                      label={
                        <>
                          <span className="sr-only">{label}: </span>
                          {A.dayOff}
                        </>
                      }
                      checked={day.closed}
                      disabled={busy}
                      onChange={(closed) => setDay(index, { closed })}
                    />
                  </div>
                  <div className="col-span-3 sm:col-span-4">
                    <ErrorText>
                      {errors[`hours.${index}.close`] ?? errors[`hours.${index}.open`] ?? rowError}
                    </ErrorText>
                  </div>
                </li>
              );
            })}
          </ul>
          <ErrorText>{errors.hours}</ErrorText>
        </fieldset>

        <fieldset className="min-w-0 space-y-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{A.exceptions}</legend>
          <p className="text-sm text-slate-500">{A.exceptionsHint}</p>
          {values.exceptions.length === 0 && <p className="text-sm text-slate-600">{A.noExceptions}</p>}
          <ul className="space-y-3">
            {values.exceptions.map((row, index) => {
              const path = `exceptions.${index}`;
              const label = exceptionLabel(index);
              return (
                <li
                  key={row.key}
                  data-testid={`exception-${index}`}
                  className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3"
                >
                  <div className="flex items-center justify-between gap-2">
                    <h4 className="font-semibold text-slate-800">{label}</h4>
                    <button
                      type="button"
                      aria-label={A.removeException(index + 1)}
                      disabled={busy}
                      onClick={() => {
                        forgetRows('exceptions');
                        update({ exceptions: values.exceptions.filter((_, i) => i !== index) });
                      }}
                      className={`${iconButtonClass} hover:text-red-700`}
                    >
                      <Trash2 aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                  <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                    <TextField
                      label={A.from}
                      type="date"
                      value={row.from}
                      disabled={busy}
                      onChange={(event) => setException(index, { from: event.target.value })}
                      error={errors[`${path}.from`] ?? errors[path]}
                    />
                    <TextField
                      label={A.to}
                      type="date"
                      value={row.to}
                      disabled={busy}
                      onChange={(event) => setException(index, { to: event.target.value })}
                      error={errors[`${path}.to`]}
                    />
                  </div>
                  <Checkbox
                    label={A.closedAllDay}
                    checked={row.closed}
                    disabled={busy}
                    onChange={(closed) => setException(index, { closed })}
                  />
                  {!row.closed && (
                    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
                      <TimeInputs
                        day={row}
                        label={label}
                        disabled={busy}
                        errorOf={(field) => errors[`${path}.hours.${field}`] ?? errors[`${path}.hours`]}
                        onChange={(change) => setException(index, change)}
                      />
                      <div className="col-span-2">
                        <ErrorText>
                          {errors[`${path}.hours.close`] ??
                            errors[`${path}.hours.open`] ??
                            errors[`${path}.hours`]}
                        </ErrorText>
                      </div>
                    </div>
                  )}
                  <TextField
                    label={A.note}
                    optional
                    placeholder={A.notePlaceholder}
                    value={row.note}
                    disabled={busy}
                    onChange={(event) => setException(index, { note: event.target.value })}
                    error={errors[`${path}.note`]}
                  />
                </li>
              );
            })}
          </ul>
          <ErrorText>{errors.exceptions}</ErrorText>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              update(
                {
                  exceptions: [
                    ...values.exceptions,
                    { key: newRowKey(), from: '', to: '', note: '', ...DEFAULT_DAY, closed: true },
                  ],
                },
                'exceptions',
              )
            }
            className={buttonClass('secondary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            {A.addException}
          </button>
        </fieldset>
      </Section>

      <Section heading={A.sections.map} className={cardClass}>
        <p className="text-sm text-slate-500">{A.mapHint}</p>
        <div className="grid grid-cols-2 gap-4 sm:max-w-md">
          <TextField
            label={A.latitude}
            inputMode="decimal"
            autoComplete="off"
            {...text('lat')}
            error={errors['map.lat'] ?? errors.map}
          />
          <TextField
            label={A.longitude}
            inputMode="decimal"
            autoComplete="off"
            {...text('lon')}
            error={errors['map.lon']}
          />
        </div>
      </Section>

      <Section heading={A.sections.texts} className={cardClass}>
        <TextAreaField
          label={TEXTS.shop.returnsTitle}
          hint={A.returnsTextHint}
          rows={10}
          {...text('returnsText')}
        />
        <TextAreaField
          label={A.deliveryText}
          hint={A.deliveryTextHint}
          optional
          rows={4}
          {...text('deliveryText')}
        />
      </Section>

      <Section heading={A.transportLimits.section} className={cardClass}>
        <p className="text-sm text-slate-500">{A.transportLimits.text}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={A.transportLimits.heavyOrderLabel}
            optional
            inputMode="decimal"
            autoComplete="off"
            {...text('heavy_order_kg')}
          />
          <TextField
            label={A.transportLimits.longItemLabel}
            optional
            inputMode="decimal"
            autoComplete="off"
            {...text('long_item_m')}
          />
        </div>
      </Section>

      <FormAlert>{formError}</FormAlert>
      <FormActions busy={busy} submitLabel={TEXTS.common.save} onCancel={cancel} />
    </form>
  );
}

const T = A.telegram;

/**
 * The Telegram chat of the shop's notifications (/admin/settings), saved apart from the settings every
 * page shows: the token is never sent back, only whether one is saved (masked); an empty token input
 * keeps it. A value the server's environment sets is shown, not editable. 'Отправить проверочное
 * сообщение' sends to the saved chat and says what Telegram answered.
 */
export function TelegramSettingsSection() {
  const query = useShopTelegram();
  return (
    <Section heading={T.section} className={cardClass}>
      <p className="text-sm text-slate-600">{T.text}</p>
      {query.data ? (
        <TelegramSettingsForm telegram={query.data} />
      ) : query.isError ? (
        <FormAlert>{T.loadFailed}</FormAlert>
      ) : (
        <p className="text-sm text-slate-500">{TEXTS.common.loading}</p>
      )}
    </Section>
  );
}

function TelegramSettingsForm({ telegram }: { telegram: ShopTelegram }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TelegramValues>(() => telegramValuesOf(telegram));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const save = useUpdateShopTelegram();
  const test = useSendTelegramTest();
  const busy = save.isPending || test.isPending;
  const env = telegram.fromEnvironment;
  const tokenSaved = telegram.botTokenSet && !env.botToken;

  const update = (change: Partial<TelegramValues>, field: keyof TelegramValues) => {
    setValues((current) => ({ ...current, ...change }));
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const showErrors = (found: SettingsErrors) => {
    setErrors(found);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const input = telegramUpdateOf(values, telegram);
    const parsed = ShopTelegramUpdate.safeParse(input);
    if (!parsed.success) {
      showErrors(errorsOf(parsed.error.issues));
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      setValues(telegramValuesOf(saved));
      setErrors({});
      toast.success(T.saved);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const shown = 'botToken' in fields || 'chatId' in fields;
      if (shown) showErrors(fields as SettingsErrors);
      setFormError(shown ? null : errorMessage(error, TEXTS.common.genericError));
    }
  };

  const sendTest = async () => {
    if (busy) return;
    setTestError(null);
    try {
      const result = await test.mutateAsync();
      toast.success(result.message);
    } catch (error) {
      setTestError(errorMessage(error, TEXTS.common.genericError));
    }
  };

  const cancel = () => {
    setValues(telegramValuesOf(telegram));
    setErrors({});
    setFormError(null);
  };

  const tokenHint = env.botToken
    ? T.fromEnvironment('TELEGRAM_BOT_TOKEN', telegram.botTokenMasked ?? '')
    : tokenSaved
      ? T.botTokenKept(telegram.botTokenMasked ?? '')
      : T.botTokenHint;

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      {!telegram.botTokenSet || !telegram.chatId ? <p className="text-sm text-slate-600">{T.off}</p> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <TextField
            label={T.botToken}
            type="password"
            name="botToken"
            autoComplete="new-password"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={env.botToken || tokenSaved ? (telegram.botTokenMasked ?? undefined) : undefined}
            hint={tokenHint}
            value={values.botToken}
            disabled={busy || env.botToken || values.removeBotToken}
            onChange={(event) => update({ botToken: event.target.value }, 'botToken')}
            error={errors.botToken}
          />
          {tokenSaved && (
            <Checkbox
              label={T.removeBotToken}
              checked={values.removeBotToken}
              disabled={busy}
              onChange={(removeBotToken) => update({ removeBotToken, botToken: '' }, 'botToken')}
            />
          )}
        </div>
        <TextField
          label={T.chatId}
          name="chatId"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          optional={!env.chatId}
          hint={env.chatId ? T.fromEnvironment('TELEGRAM_CHAT_ID', telegram.chatId ?? '') : T.chatIdHint}
          value={values.chatId}
          disabled={busy || env.chatId}
          onChange={(event) => update({ chatId: event.target.value }, 'chatId')}
          error={errors.chatId}
        />
      </div>
      <FormAlert>{formError}</FormAlert>
      <FormActions busy={save.isPending} submitLabel={T.save} onCancel={cancel} />
      <div className="space-y-2 border-t border-slate-200 pt-4">
        <button
          type="button"
          disabled={busy}
          aria-busy={test.isPending || undefined}
          onClick={() => void sendTest()}
          className={buttonClass('secondary')}
        >
          {test.isPending ? TEXTS.common.sending : T.sendTest}
        </button>
        <p className="text-sm text-slate-500">{T.sendTestHint}</p>
        <FormAlert>{testError}</FormAlert>
      </div>
    </form>
  );
}
