import { toast } from 'react-toastify';
import { Send } from 'lucide-react';
import { MESSAGE_MAX_LENGTH } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { ContactForm as ContactFormSchema } from '@shop/shared/validation';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { FormAlert, TextAreaField, TextField } from '../../../ui/text-field';
import { sendContactMessage } from '../api';
import { PhoneField } from '../../../ui/phone-field';

type Field = 'name' | 'phone' | 'message';
const EMPTY: Record<Field, string> = { name: '', phone: '', message: '' };

/** The contacts page message form (spec §2/§5): name, phone, message. */
export function ContactForm() {
  const { formRef, formError, busy, field, reset, onSubmit } = useSchemaForm<Field, ContactFormSchema>({
    schema: ContactFormSchema,
    initial: EMPTY,
    fallbackError: TEXTS.contact.sendFailed,
    // spaces, brackets and dashes are how people write phone numbers; the rule counts digits
    prepare: (raw) => ({ ...raw, phone: raw.phone.replace(/[\s()-]/g, '') }),
    onError: (message) => toast.error(message),
    submit: async (data) => {
      const answer = await sendContactMessage(data);
      toast.success(
        typeof answer.message === 'string' && answer.message ? answer.message : TEXTS.contact.sent,
      );
      reset();
    },
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      aria-labelledby="contact-form-title"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={TEXTS.labels.name} autoComplete="name" {...field('name')} />
        <PhoneField label={TEXTS.labels.phone} {...field('phone')} />
      </div>
      <TextAreaField label={TEXTS.contact.message} maxLength={MESSAGE_MAX_LENGTH} {...field('message')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'w-full sm:w-auto sm:px-8')}>
        <Send aria-hidden="true" className="size-4" />
        {busy ? TEXTS.common.sending : TEXTS.contact.submit}
      </button>
    </form>
  );
}
