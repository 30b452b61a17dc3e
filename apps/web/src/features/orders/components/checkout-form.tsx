import { useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { MapPin } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/schemas';
import { formatRoubles } from '@shop/shared/money';
import {
  DEFAULT_DELIVERY_METHOD,
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  PAYMENT_METHOD_OPTIONS,
} from '@shop/shared/orders/status';
import type { CreateOrderInput, Order } from '@shop/shared/orders/schemas';
import { unitPrice } from '@shop/shared/pricing';
import { hoursSummary } from '@shop/shared/shop/hours';
import { TEXTS } from '@shop/shared/texts';
import { CheckoutForm as CheckoutFormSchema } from '@shop/shared/validation';
import { ApiRequestError } from '../../../lib/api-client';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useShop } from '../../../lib/shop-settings';
import { buttonClass } from '../../../ui/button';
import { ConsentCheckbox, consentGiven } from '../../../ui/consent-checkbox';
import { EmailField } from '../../../ui/email-field';
import { PhoneField } from '../../../ui/phone-field';
import { FormAlert, TextField } from '../../../ui/text-field';
import { createOrder } from '../api';

const C = TEXTS.checkout;

type Field = 'full_name' | 'email' | 'phone' | 'delivery_method' | 'address' | 'payment_method' | 'consent';

export interface CheckoutDefaults {
  full_name?: string | null;
  email?: string | null;
  phone?: string | null;
}

interface CheckoutFormProps {
  /** The cart lines being ordered, as GET /cart returned them. */
  items: readonly CartItem[];
  /** The cart's total by the shared rule (spec §9): shown above the button and sent as `total`. */
  total: number;
  /** Name, e-mail and phone from the profile (spec §5). */
  defaults?: CheckoutDefaults;
  /** The order was placed: reload the cart, thank the customer, go on. */
  onPlaced: (order: Order) => void | Promise<void>;
  /** The server refused the cart as it is (409: prices or stock changed): reload it. */
  onCartConflict?: () => void;
  onError?: (message: string) => void;
}

/** The lines of the order payload: unit prices after the discount, by the shared rule (spec §3, §9). */
export function orderLines(items: readonly CartItem[]): CreateOrderInput['items'] {
  return items.map((item) => ({
    product_id: item.product_id,
    quantity: item.quantity,
    price: unitPrice(item.Product),
  }));
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{legend}</legend>
      {children}
    </fieldset>
  );
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-3 py-2 text-slate-800 ' +
  'has-checked:border-brand-500 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:text-slate-400';

/**
 * The checkout form beside the cart (spec §2, §4, §5): contacts, delivery, payment, the unticked
 * personal-data consent (152-ФЗ), 'Оформить заказ'.
 */
export function CheckoutForm({
  items,
  total,
  defaults = {},
  onPlaced,
  onCartConflict,
  onError,
}: CheckoutFormProps) {
  /** The Idempotency-Key of the attempt in progress: kept while the same order is retried. */
  const shop = useShop();
  const attempt = useRef<{ payload: string; key: string } | null>(null);

  const { formRef, values, formError, setFormError, busy, change, field, onSubmit } = useSchemaForm<
    Field,
    CheckoutFormSchema
  >({
    schema: CheckoutFormSchema,
    initial: {
      full_name: defaults.full_name ?? '',
      email: defaults.email ?? '',
      phone: defaults.phone ?? '',
      delivery_method: DEFAULT_DELIVERY_METHOD,
      address: '',
      payment_method: 'CASH_ON_DELIVERY',
      // unticked on every visit: the customer agrees to this order's processing, not once for all
      consent: '',
    },
    prepare: (raw) => ({
      ...raw,
      phone: raw.phone.replace(/[\s()-]/g, ''),
      address: raw.delivery_method === 'DELIVERY' ? raw.address : '',
      consent: consentGiven(raw.consent),
    }),
    fallbackError: C.orderFailed,
    onError,
    submit: async (form) => {
      const body: CreateOrderInput = {
        ...form,
        address: form.delivery_method === 'DELIVERY' ? form.address : null,
        items: orderLines(items),
        total,
      };
      const payload = JSON.stringify(body);
      if (attempt.current?.payload !== payload) attempt.current = { payload, key: crypto.randomUUID() };
      try {
        const order = await createOrder(body, attempt.current.key);
        attempt.current = null;
        await onPlaced(order);
      } catch (error) {
        // the server answered (a refusal): the next submit is a new attempt; a lost answer keeps the key
        if (error instanceof ApiRequestError && error.status !== undefined && error.status < 500) {
          attempt.current = null;
          // a changed price or stock: the cart is reloaded; too many open orders is not about the cart
          if (error.status === 409 && error.code !== 'TOO_MANY_OPEN_ORDERS') onCartConflict?.();
        }
        throw error;
      }
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (items.length === 0) {
      event.preventDefault();
      setFormError(C.emptyCart);
      onError?.(C.emptyCart);
      return;
    }
    onSubmit(event);
  };

  const delivery = values.delivery_method === 'DELIVERY';

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label={C.title}>
      <TextField label={TEXTS.labels.fullName} autoComplete="name" {...field('full_name')} />
      <PhoneField label={TEXTS.labels.phone} {...field('phone')} />
      <EmailField {...field('email')} />

      <Fieldset legend={TEXTS.profile.deliveryMethod}>
        <div className="grid gap-2 min-[400px]:grid-cols-2">
          {DELIVERY_METHODS.map((method) => (
            <label key={method} className={choiceClass}>
              <input
                type="radio"
                name="delivery_method"
                value={method}
                checked={values.delivery_method === method}
                onChange={() => change('delivery_method', method)}
                className="size-4 accent-brand-600"
              />
              {DELIVERY_METHOD_LABELS[method]}
            </label>
          ))}
        </div>
      </Fieldset>

      {delivery ? (
        <TextField
          label={TEXTS.profile.deliveryAddress}
          autoComplete="street-address"
          {...field('address')}
        />
      ) : (
        <div className="flex gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <p>
            <span className="font-medium text-slate-900">{TEXTS.profile.pickupAddress}: </span>
            <span data-testid="pickup-address">{shop.pickupAddress}</span>
            <span className="mt-1 block text-slate-500">{hoursSummary(shop.hours)}</span>
          </p>
        </div>
      )}

      <Fieldset legend={C.paymentMethod}>
        {PAYMENT_METHOD_OPTIONS.map((option) => (
          <label key={option.value} className={choiceClass}>
            <input
              type="radio"
              name="payment_method"
              value={option.value}
              checked={values.payment_method === option.value}
              disabled={option.disabled}
              onChange={() => change('payment_method', option.value)}
              className="size-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </Fieldset>

      <div className="flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className="font-semibold text-slate-900">{C.toPay}</span>
        <span className="text-xl font-bold whitespace-nowrap text-slate-900">{formatRoubles(total)}</span>
      </div>

      <ConsentCheckbox {...field('consent')} />
      <FormAlert>{formError}</FormAlert>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'min-h-12 w-full text-base!')}>
        {busy ? C.submitting : C.submit}
      </button>
    </form>
  );
}
