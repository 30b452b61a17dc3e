import { useState, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import { QuickOrderForm, type Order, type QuickOrderInput } from '@shop/shared/orders/schemas';
import { phoneForDisplay } from '@shop/shared/orders/texts';
import { TEXTS } from '@shop/shared/texts';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { buttonClass } from '../../../ui/button';
import { ConsentCheckbox, consentGiven } from '../../../ui/consent-checkbox';
import { Modal } from '../../../ui/modal';
import { PhoneField, withoutPhonePunctuation } from '../../../ui/phone-field';
import { FormAlert, TextField } from '../../../ui/text-field';
import { createQuickOrder } from '../api';

const Q = TEXTS.quickOrder;

type Field = 'full_name' | 'phone' | 'consent';

/** One line of an order by phone: the product and how many. */
export type QuickOrderLine = QuickOrderInput['items'][number];

export interface QuickOrderDefaults {
  full_name?: string | null;
  phone?: string | null;
}

interface QuickOrderDialogProps {
  open: boolean;
  onClose: () => void;
  /** What is ordered, read when the form is sent. */
  lines: () => QuickOrderLine[];
  /** Above the fields: the product and its quantity picker, or the cart's summary. */
  summary?: ReactNode;
  /** Name and phone from the profile of a signed-in customer. */
  defaults?: QuickOrderDefaults;
  /** Under the confirmation: e.g. that the cart stays as it is. */
  placedNote?: string;
}

/**
 * "Купить в 1 клик" (spec: order by phone): the name, the phone and the unticked personal-data consent,
 * as the checkout asks them; the manager calls back to agree on delivery and payment. The server's
 * field errors show under the fields, a short stock (409) or the limit (429) above the button, and a
 * placed order its number and the phone the shop will call.
 */
export function QuickOrderDialog({
  open,
  onClose,
  lines,
  summary,
  defaults = {},
  placedNote,
}: QuickOrderDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={Q.button}>
      {/* a new form (and confirmation) each time the dialog opens */}
      {open && (
        <QuickOrderBody
          lines={lines}
          summary={summary}
          defaults={defaults}
          placedNote={placedNote}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function QuickOrderBody({
  lines,
  summary,
  defaults,
  placedNote,
  onClose,
}: Omit<QuickOrderDialogProps, 'open' | 'defaults'> & { defaults: QuickOrderDefaults }) {
  const [placed, setPlaced] = useState<Order | null>(null);
  const { formRef, formError, busy, field, onSubmit } = useSchemaForm<Field, QuickOrderForm>({
    schema: QuickOrderForm,
    initial: {
      full_name: defaults.full_name ?? '',
      phone: defaults.phone ?? '',
      // unticked each time: the consent is to this order's processing
      consent: '',
    },
    prepare: (raw) => ({
      ...raw,
      phone: withoutPhonePunctuation(raw.phone),
      consent: consentGiven(raw.consent),
    }),
    fallbackError: Q.failed,
    submit: async (form) => {
      setPlaced(await createQuickOrder({ ...form, items: lines() }));
    },
  });

  if (placed) {
    return (
      <div className="space-y-4 p-5" data-testid="quick-order-placed">
        <div className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-600" />
          <p role="status" className="font-medium text-slate-900">
            {Q.accepted(placed.id, phoneForDisplay(placed.phone))}
          </p>
        </div>
        {placedNote && <p className="text-sm text-slate-600">{placedNote}</p>}
        <button type="button" onClick={onClose} className={buttonClass('primary', 'w-full')}>
          {TEXTS.common.close}
        </button>
      </div>
    );
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4 p-5" aria-label={Q.button}>
      <p className="text-sm text-slate-600">{Q.intro}</p>
      {summary}
      <TextField label={Q.nameLabel} autoComplete="name" {...field('full_name')} />
      <PhoneField label={TEXTS.labels.phone} {...field('phone')} />
      <ConsentCheckbox {...field('consent')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'min-h-12 w-full text-base!')}>
        {busy ? TEXTS.checkout.submitting : Q.submit}
      </button>
    </form>
  );
}
