import { useId } from 'react';
import { toast } from 'react-toastify';
import { DELIVERY_ADMIN_TEXTS } from '@shop/shared/delivery/admin-texts';
import { DeliveryZoneInput } from '@shop/shared/delivery/schemas';
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { TEXTS } from '@shop/shared/texts';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { FormActions } from '../../../ui/form-actions';
import { FormAlert, TextField } from '../../../ui/text-field';
import { useSaveDeliveryZone } from '../admin-api';

const T = DELIVERY_ADMIN_TEXTS;
type Field = 'name' | 'price' | 'free_from' | 'min_order' | 'lead_time' | 'active';

/** The form's text for a ticked 'Показывать покупателям' (form state is text, see lib/use-schema-form). */
const TICKED = 'true';

/** '300,50' as the admin reads an amount (the form takes a comma or a point). */
const amountText = (roubles: number | null | undefined): string =>
  roubles === null || roubles === undefined ? '' : String(roubles).replace('.', ',');

/**
 * An amount as typed ('5 000', '300,50') as the API's number: blank is `null` (no threshold, no minimum;
 * the required price is refused by the shared rule), anything else that is no number is refused too.
 */
function amountOf(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (compact === '') return null;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/** The form's texts as the JSON of POST/PUT /delivery/zones, for the shared DeliveryZoneInput. */
function zoneOf(values: Record<Field, string>) {
  return {
    name: values.name,
    price: amountOf(values.price) ?? undefined,
    free_from: amountOf(values.free_from),
    min_order: amountOf(values.min_order),
    lead_time: values.lead_time,
    active: values.active === TICKED,
  };
}

interface AdminZoneFormProps {
  /** the zone being edited; a new one is added without it */
  zone?: DeliveryZone | null;
  onSaved: (saved: DeliveryZone) => void;
  /** shows 'Отмена' (leaves the edit mode) */
  onCancel?: () => void;
}

/**
 * A delivery zone: the settlement or area, the price, the free-delivery threshold and the minimum
 * order (both optional), the lead time and whether customers see it. The shared rule checks it before
 * sending; the server's refusals (a name already taken) show under their fields.
 */
export function AdminZoneForm({ zone, onSaved, onCancel }: AdminZoneFormProps) {
  const save = useSaveDeliveryZone();
  const editing = Boolean(zone);
  const { formRef, values, formError, busy, change, field, onSubmit } = useSchemaForm<
    Field,
    DeliveryZoneInput
  >({
    schema: DeliveryZoneInput,
    initial: {
      name: zone?.name ?? '',
      price: amountText(zone?.price),
      free_from: amountText(zone?.free_from),
      min_order: amountText(zone?.min_order),
      lead_time: zone?.lead_time ?? '',
      active: zone && !zone.active ? '' : TICKED,
    },
    prepare: zoneOf,
    fallbackError: TEXTS.common.genericError,
    submit: async (data) => {
      const saved = await save.mutateAsync({ write: data, id: zone?.id });
      toast.success(editing ? T.updated : T.created);
      onSaved(saved);
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={T.name} hint={T.nameHint} autoComplete="off" disabled={busy} {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <TextField
          label={T.price}
          inputMode="decimal"
          autoComplete="off"
          disabled={busy}
          {...field('price')}
        />
        <TextField
          label={T.leadTime}
          hint={T.leadTimeHint}
          autoComplete="off"
          disabled={busy}
          {...field('lead_time')}
        />
        <TextField
          label={T.freeFrom}
          hint={T.freeFromHint}
          optional
          inputMode="decimal"
          autoComplete="off"
          disabled={busy}
          {...field('free_from')}
        />
        <TextField
          label={T.minOrder}
          hint={T.minOrderHint}
          optional
          inputMode="decimal"
          autoComplete="off"
          disabled={busy}
          {...field('min_order')}
        />
      </div>
      <ActiveCheckbox
        checked={values.active === TICKED}
        disabled={busy}
        onChange={(checked) => change('active', checked ? TICKED : '')}
      />
      <FormAlert>{formError}</FormAlert>
      <FormActions busy={busy} submitLabel={editing ? TEXTS.common.save : T.create} onCancel={onCancel} />
    </form>
  );
}

/** 'Показывать покупателям' with its hint. */
function ActiveCheckbox({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          name="active"
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded accent-brand-600"
        />
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {T.active}
        </label>
      </div>
      <p id={`${id}-hint`} className="mt-1 ml-7.5 text-sm text-slate-500">
        {T.activeHint}
      </p>
    </div>
  );
}
