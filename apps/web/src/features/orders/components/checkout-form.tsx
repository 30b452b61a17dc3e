import { useEffect, useRef } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { MapPin } from 'lucide-react';
import type { CartItem } from '@shop/shared/cart/schemas';
// types only: schemas.ts carries zod's delivery schemas, which the cart page does without
import { amountDueKopecks } from '@shop/shared/delivery/cost';
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { formatKopecks, formatRoubles, toKopecks } from '@shop/shared/money';
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
import { paths } from '../../../lib/paths';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useShop } from '../../../lib/shop-settings';
import { buttonClass } from '../../../ui/button';
import { ConsentCheckbox, consentGiven } from '../../../ui/consent-checkbox';
import { EmailField } from '../../../ui/email-field';
import { PhoneField } from '../../../ui/phone-field';
import { SelectField } from '../../../ui/select-field';
import { FormAlert, TextField } from '../../../ui/text-field';
import { createOrder } from '../api';

const C = TEXTS.checkout;
const D = DELIVERY_TEXTS;

type Field =
  | 'full_name'
  | 'email'
  | 'phone'
  | 'delivery_method'
  | 'delivery_zone_id'
  | 'address'
  | 'payment_method'
  | 'consent';

/** The quote of the summary's 'Доставка' for one zone, and what it adds to 'К оплате'. */
export interface CheckoutQuote {
  /** '300,00 ₽', 'бесплатно', 'рассчитает менеджер', or the minimum order */
  text: string;
  /** kopecks added to the goods; null while the manager sets it or below the minimum */
  costKopecks: number | null;
  /** the goods are below the zone's minimum order */
  belowMinimum: boolean;
}

/** What the checkout needs of delivery (the delivery feature's useCheckoutDelivery; the page passes it). */
export interface CheckoutDelivery {
  /** the active zones; undefined while they load */
  zones: readonly DeliveryZone[] | undefined;
  /** the settlement chosen on the product page or in the cart, while it is active */
  chosenId: number | null;
  /** the zones could not be loaded */
  failed: boolean;
  retry: () => void;
  /** remembers the settlement for the product page and the cart */
  choose: (id: number | null) => void;
  /** the delivery of the cart's goods into a zone, by the shared rule */
  quote: (zone: DeliveryZone) => CheckoutQuote;
}

export interface CheckoutDefaults {
  full_name?: string | null;
  email?: string | null;
  phone?: string | null;
}

interface CheckoutFormProps {
  /** The cart lines being ordered, as GET /cart returned them. */
  items: readonly CartItem[];
  /** The cart's goods by the shared rule (spec §9): 'Товары' of the summary, sent as `total`. */
  total: number;
  /** The delivery zones, the customer's choice and the cost of delivering the cart. */
  delivery: CheckoutDelivery;
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

/** One line of the summary: 'Товары', 'Доставка', 'К оплате'. */
function SummaryRow({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <p className="flex items-baseline justify-between gap-3 text-sm text-slate-700">
      <span>{label}</span>
      <span className="text-right font-medium text-slate-900" data-testid={testId}>
        {children}
      </span>
    </p>
  );
}

/**
 * The checkout form beside the cart (spec §2, §4, §5): contacts, delivery (the settlement from the
 * zones, shared with the cart's and the product page's choice, and the address), payment, the summary
 * ('Товары', 'Доставка', 'К оплате'), the unticked personal-data consent (152-ФЗ), the terms of sale
 * and 'Оформить заказ'. The server prices the delivery again; the summary only tells the customer.
 */
export function CheckoutForm({
  items,
  total,
  delivery: zoneChoice,
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
      delivery_zone_id: '',
      address: '',
      payment_method: 'CASH_ON_DELIVERY',
      // unticked on every visit: the customer agrees to this order's processing, not once for all
      consent: '',
    },
    prepare: (raw) => ({
      ...raw,
      phone: raw.phone.replace(/[\s()-]/g, ''),
      address: raw.delivery_method === 'DELIVERY' ? raw.address : '',
      delivery_zone_id:
        raw.delivery_method === 'DELIVERY' && raw.delivery_zone_id !== ''
          ? Number(raw.delivery_zone_id)
          : null,
      consent: consentGiven(raw.consent),
    }),
    fallbackError: C.orderFailed,
    onError,
    submit: async (form) => {
      const body: CreateOrderInput = {
        ...form,
        address: form.delivery_method === 'DELIVERY' ? form.address : null,
        delivery_zone_id: form.delivery_method === 'DELIVERY' ? form.delivery_zone_id : null,
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

  // the settlement chosen on the product page or in the cart is the checkout's too, and back
  const { chosenId } = zoneChoice;
  useEffect(() => {
    if (chosenId !== null) change('delivery_zone_id', String(chosenId));
    // `change` is a new function each render; only a new choice matters here
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenId]);
  const zoneField = field('delivery_zone_id');
  const zone =
    zoneChoice.zones?.find((candidate) => String(candidate.id) === values.delivery_zone_id) ?? null;
  const quote = delivery && zone ? zoneChoice.quote(zone) : null;
  const goodsKopecks = toKopecks(total);

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
        <>
          <SelectField
            label={D.zoneLabel}
            {...zoneField}
            onChange={(event) => {
              const id = Number(event.target.value);
              zoneField.onChange(event);
              if (id > 0) zoneChoice.choose(id);
            }}
          >
            <option value="">{D.zonePlaceholder}</option>
            {zoneChoice.zones?.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
          </SelectField>
          {zoneChoice.failed && (
            <p className="text-sm text-red-700">
              {D.zonesLoadFailed}{' '}
              <button type="button" onClick={zoneChoice.retry} className="font-medium underline">
                {TEXTS.common.retry}
              </button>
            </p>
          )}
          <TextField
            label={TEXTS.profile.deliveryAddress}
            autoComplete="street-address"
            {...field('address')}
          />
        </>
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

      <div className="space-y-1.5 border-t border-slate-200 pt-4">
        <SummaryRow label={TEXTS.labels.products} testId="summary-goods">
          <span className="whitespace-nowrap">{formatRoubles(total)}</span>
        </SummaryRow>
        {quote && (
          <SummaryRow label={C.deliveryLabel} testId="summary-delivery">
            <span className={quote.belowMinimum ? 'text-amber-800' : undefined}>{quote.text}</span>
          </SummaryRow>
        )}
        <div className="flex items-baseline justify-between pt-1">
          <span className="font-semibold text-slate-900">{C.toPay}</span>
          <span className="text-xl font-bold whitespace-nowrap text-slate-900" data-testid="summary-due">
            {formatKopecks(amountDueKopecks(goodsKopecks, quote ?? { costKopecks: null }))}
          </span>
        </div>
      </div>

      <ConsentCheckbox {...field('consent')} />
      <FormAlert>{formError}</FormAlert>
      <p className="text-xs text-slate-600" data-testid="terms-of-sale">
        {D.terms.lead}{' '}
        <Link to={paths.delivery.href()} className="text-brand-700 underline underline-offset-2">
          {D.terms.sale}
        </Link>{' '}
        {D.terms.and}{' '}
        <Link to={paths.returns.href()} className="text-brand-700 underline underline-offset-2">
          {D.terms.returns}
        </Link>
      </p>
      <button type="submit" disabled={busy} className={buttonClass('primary', 'min-h-12 w-full text-base!')}>
        {busy ? C.submitting : C.submit}
      </button>
    </form>
  );
}
