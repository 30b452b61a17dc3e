import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Truck } from 'lucide-react';
import { toast } from 'react-toastify';
import { DELIVERY_ADMIN_TEXTS } from '@shop/shared/delivery/admin-texts';
import { deliveryCostText, orderDeliveryText } from '@shop/shared/delivery/order-delivery';
import { UpdateDeliveryCostInput } from '@shop/shared/orders/schemas';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/form-errors';
import { buttonClass } from '../../../ui/button';
import { historyKeys } from '../../../ui/change-history';
import { TextField } from '../../../ui/text-field';
import { useUpdateDeliveryCost } from '../api';

const D = DELIVERY_ADMIN_TEXTS;

/** 'с. Верхняя Хава, 300,00 ₽', or the cost alone for an order placed before zones existed. */
export function deliveryText(order: Pick<AdminOrder, 'delivery_zone' | 'delivery_cost'>): string {
  return order.delivery_zone
    ? orderDeliveryText(order.delivery_zone, order.delivery_cost)
    : deliveryCostText(order.delivery_cost);
}

/** '300,50' as the admin reads an amount. */
const amountText = (roubles: number | null) => (roubles === null ? '' : String(roubles).replace('.', ','));

/** An amount as typed ('1 200,50') as a number; NaN for anything that is not one (the rule refuses it). */
function amountOf(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (compact === '') return undefined;
  return /^\d+(\.\d+)?$/.test(compact) ? Number(compact) : Number.NaN;
}

/**
 * A delivery order's zone and cost in the opened row, with 'Изменить стоимость доставки': the cost the
 * manager agreed by phone (the server records it in the order's history and e-mails the customer).
 */
export function OrderDelivery({ order }: { order: AdminOrder }) {
  const update = useUpdateDeliveryCost();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const open = () => {
    setValue(amountText(order.delivery_cost));
    setError(undefined);
    setEditing(true);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const checked = UpdateDeliveryCostInput.safeParse({ delivery_cost: amountOf(value) });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    update.mutate(
      { id: order.id, cost: checked.data.delivery_cost },
      {
        onSuccess: () => {
          toast.success(D.order.costChanged);
          void queryClient.invalidateQueries({ queryKey: historyKeys.of('order', order.id) });
          setEditing(false);
        },
        // the refusal (a wrong amount, an order without delivery) stays under the input
        onError: (failure) =>
          setError(
            serverFieldErrors<'delivery_cost'>(failure).delivery_cost ??
              errorMessage(failure, D.order.costChangeFailed),
          ),
      },
    );
  };

  return (
    <div className="space-y-2">
      <p className="text-slate-900">{deliveryText(order)}</p>
      {editing ? (
        <form noValidate onSubmit={submit} className="space-y-2">
          <TextField
            label={D.price}
            hint={D.order.costHint}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            error={error}
            disabled={update.isPending}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            className="max-w-60"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={update.isPending}
              aria-busy={update.isPending || undefined}
              className={buttonClass('primary')}
            >
              {update.isPending ? TEXTS.common.saving : TEXTS.common.save}
            </button>
            <button
              type="button"
              onClick={() => setEditing(false)}
              disabled={update.isPending}
              className={buttonClass('secondary')}
            >
              {TEXTS.common.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" onClick={open} className={buttonClass('secondary')}>
          <Truck aria-hidden="true" className="size-4" />
          {D.order.changeCost}
        </button>
      )}
    </div>
  );
}
