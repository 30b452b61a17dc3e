import { Ruler } from 'lucide-react';
import { ADDRESS_MAX_LENGTH, MESSAGE_MAX_LENGTH } from '@shop/shared/constants';
import type { SendMeasurementBody } from '@shop/shared/inquiries/schemas';
import { TEXTS } from '@shop/shared/texts';
import {
  MeasurementForm as MeasurementFormSchema,
  MEASUREMENT_TIME_MAX_LENGTH,
} from '@shop/shared/validation';
import { buttonClass } from '../../../ui/button';
import { ConsentCheckbox, HoneypotField } from '../../../ui/consent-checkbox';
import { PhoneField } from '../../../ui/phone-field';
import { FormAlert, TextAreaField, TextField } from '../../../ui/text-field';
import { sendMeasurementRequest } from '../api';
import { useInquiryForm } from '../use-inquiry-form';

const T = TEXTS.measurement;

type Field = 'name' | 'phone' | 'address' | 'preferred_time' | 'comment' | 'consent' | 'website';
const EMPTY: Record<Field, string> = {
  name: '',
  phone: '',
  address: '',
  preferred_time: '',
  comment: '',
  consent: '',
  website: '',
};

/**
 * The free door-measurement request of the home page (spec §2): name and phone, an optional address,
 * convenient time and comment, and the unticked personal-data consent. Sent, it is cleared and the
 * server's answer is shown as a toast; the shop calls back to agree on the visit.
 */
export function MeasurementForm() {
  const { formRef, formError, busy, field, onSubmit } = useInquiryForm<Field, SendMeasurementBody>({
    // the body's schema (SendMeasurementBody) is this shared form rule
    schema: MeasurementFormSchema,
    initial: EMPTY,
    fallbackError: T.sendFailed,
    send: sendMeasurementRequest,
    sent: T.sent,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={T.title}
      aria-busy={busy}
      className="relative space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={TEXTS.labels.name} autoComplete="name" {...field('name')} />
        <PhoneField label={TEXTS.labels.phone} {...field('phone')} />
      </div>
      <TextField
        label={TEXTS.labels.address}
        optional
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        {...field('address')}
      />
      <TextField
        label={T.convenientTime}
        optional
        placeholder={T.convenientTimePlaceholder}
        maxLength={MEASUREMENT_TIME_MAX_LENGTH}
        {...field('preferred_time')}
      />
      <TextAreaField
        label={T.comment}
        optional
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        {...field('comment')}
      />
      <HoneypotField {...field('website')} />
      <ConsentCheckbox {...field('consent')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full sm:w-auto sm:px-8')}>
        <Ruler aria-hidden="true" className="size-4" />
        {busy ? TEXTS.common.sending : T.submit}
      </button>
    </form>
  );
}
