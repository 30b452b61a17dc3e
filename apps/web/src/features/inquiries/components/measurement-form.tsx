import { useState } from 'react';
import { Phone, Ruler } from 'lucide-react';
import { ADDRESS_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@shop/shared/constants';
import { SHOP_PROFILE } from '@shop/shared/shop/profile';
import { TEXTS } from '@shop/shared/texts';
import {
  MEASUREMENT_TIME_MAX_LENGTH,
  MeasurementForm as MeasurementFormSchema,
} from '@shop/shared/validation';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { PhoneField } from '../../../ui/phone-field';

const T = TEXTS.measurement;

type Field = 'name' | 'phone' | 'address' | 'convenient_time' | 'comment';
const EMPTY: Record<Field, string> = { name: '', phone: '', address: '', convenient_time: '', comment: '' };

/**
 * The free door-measurement request form (spec §2 home). Sending it online belongs to a later issue:
 * until then a valid form is not sent anywhere — the visitor is asked to phone the shop instead.
 */
export function MeasurementForm() {
  const [checked, setChecked] = useState(false);
  const { formRef, field, onSubmit } = useSchemaForm<Field, MeasurementFormSchema>({
    schema: MeasurementFormSchema,
    initial: EMPTY,
    fallbackError: TEXTS.common.genericError,
    // spaces, brackets and dashes are how people write phone numbers; the rule counts digits
    prepare: (raw) => ({ ...raw, phone: raw.phone.replace(/[\s()-]/g, '') }),
    submit: async () => setChecked(true),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label={T.title} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={TEXTS.labels.name} autoComplete="name" {...field('name')} />
        <PhoneField label={TEXTS.labels.phone} {...field('phone')} />
      </div>
      <TextField
        label={TEXTS.labels.address}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        {...field('address')}
      />
      <TextField
        label={T.convenientTime}
        optional
        placeholder={T.convenientTimePlaceholder}
        maxLength={MEASUREMENT_TIME_MAX_LENGTH}
        {...field('convenient_time')}
      />
      <TextAreaField
        label={T.comment}
        optional
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        {...field('comment')}
      />

      {checked ? (
        <div
          role="status"
          className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p>{T.callToBook}</p>
          <a
            href={SHOP_PROFILE.phoneHref}
            className={buttonClass('primary', 'mt-3 w-full text-base sm:w-auto sm:px-6')}
          >
            <Phone aria-hidden="true" className="size-4" />
            {SHOP_PROFILE.phone}
          </a>
          <p className="mt-2 text-amber-900/80">{SHOP_PROFILE.hoursShort}</p>
        </div>
      ) : (
        <button type="submit" className={buttonClass('primary', 'w-full sm:w-auto sm:px-8')}>
          <Ruler aria-hidden="true" className="size-4" />
          {T.submit}
        </button>
      )}
    </form>
  );
}
