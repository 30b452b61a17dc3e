import { toast } from 'react-toastify';
import { useSchemaForm, type SafeParser } from '../../lib/use-schema-form';
import { consentGiven } from '../../ui/consent-checkbox';
import { withoutPhonePunctuation } from '../../ui/phone-field';

/** The fields every inquiry form has besides its own: the phone, the consent box and the honeypot. */
type InquiryField = 'phone' | 'consent' | 'website';

interface InquiryFormOptions<Field extends string, Body> {
  schema: SafeParser<Body>;
  initial: Record<Field | InquiryField, string>;
  /** shown when the server's answer carries no message */
  fallbackError: string;
  /** sends the body; resolves to the server's message, if any */
  send: (body: Body) => Promise<string | undefined>;
  /** the success toast when the server gave no message */
  sent: string;
}

/**
 * A guest's message to the shop (contact, measurement): the phone's punctuation dropped, the consent box
 * as `consent: true`, the honeypot passed on only when filled; sent, a toast with the server's answer
 * and the form cleared (the box unticked again); a failure as a toast too.
 */
export function useInquiryForm<Field extends string, Body>(options: InquiryFormOptions<Field, Body>) {
  const form = useSchemaForm<Field | InquiryField, Body>({
    schema: options.schema,
    initial: options.initial,
    fallbackError: options.fallbackError,
    prepare: (raw) => ({
      ...raw,
      phone: withoutPhonePunctuation(raw.phone),
      consent: consentGiven(raw.consent),
      website: raw.website || undefined,
    }),
    onError: (message) => toast.error(message),
    submit: async (data) => {
      const answer = await options.send(data);
      toast.success(answer ?? options.sent);
      form.reset();
    },
  });
  return form;
}
