import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@shop/shared/constants';
import type { SendContactBody } from '@shop/shared/inquiries/schemas';
import { TEXTS } from '@shop/shared/texts';
import { ContactForm as ContactFormSchema } from '@shop/shared/validation';
import { buttonClass } from '../../../ui/button';
import { ConsentCheckbox, HoneypotField } from '../../../ui/consent-checkbox';
import { PhoneField } from '../../../ui/phone-field';
import { FormAlert, TextAreaField, TextField } from '../../../ui/text-field';
import { sendContactMessage } from '../api';
import { useInquiryForm } from '../use-inquiry-form';

type Field = 'name' | 'phone' | 'message' | 'consent' | 'website';
const EMPTY: Record<Field, string> = { name: '', phone: '', message: '', consent: '', website: '' };

/**
 * The contacts page message form (spec §2/§5/§8): name, phone, message and the unticked personal-data
 * consent. Sent, it is cleared (the box unticked again) and the server's answer is shown as a toast.
 */
export function ContactForm() {
  const { formRef, formError, busy, field, onSubmit } = useInquiryForm<Field, SendContactBody>({
    // the body's schema (SendContactBody) is this shared form rule
    schema: ContactFormSchema,
    initial: EMPTY,
    fallbackError: TEXTS.contact.sendFailed,
    send: sendContactMessage,
    sent: TEXTS.contact.sent,
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="relative space-y-4"
      aria-labelledby="contact-form-title"
      aria-busy={busy}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={TEXTS.labels.name} autoComplete="name" {...field('name')} />
        <PhoneField label={TEXTS.labels.phone} {...field('phone')} />
      </div>
      <TextAreaField label={TEXTS.contact.message} maxLength={MESSAGE_MAX_LENGTH} {...field('message')} />
      <HoneypotField {...field('website')} />
      <ConsentCheckbox {...field('consent')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full sm:w-auto sm:px-8')}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? TEXTS.common.sending : TEXTS.contact.submit}
      </button>
    </form>
  );
}
