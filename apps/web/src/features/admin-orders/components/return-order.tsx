import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { toast } from 'react-toastify';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { ReturnOrderInput } from '@shop/shared/orders/schemas';
import { RETURNABLE_ORDER_STATUS } from '@shop/shared/orders/status';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { formatShopDateTime } from '../../../lib/date-time';
import { serverFieldErrors } from '../../../lib/form-errors';
import { buttonClass } from '../../../ui/button';
import { historyKeys } from '../../../ui/change-history';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextAreaField } from '../../../ui/text-field';
import { useRecordReturn } from '../api';

const A = TEXTS.adminOrders;

/**
 * A completed order's return: what was recorded, or 'Оформить возврат' with the reason asked in a
 * dialog. The order stays completed; its goods go back to the stock (orders service).
 */
export function ReturnOrder({ order }: { order: AdminOrder }) {
  const record = useRecordReturn();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  if (order.returned_at) {
    return (
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 lg:col-span-2">
        {A.returned(formatShopDateTime(order.returned_at), order.return_reason ?? '')}
      </p>
    );
  }
  if (order.status !== RETURNABLE_ORDER_STATUS) return null;

  const close = () => {
    setOpen(false);
    setError(undefined);
  };
  const submit = () => {
    const checked = ReturnOrderInput.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    record.mutate(
      { id: order.id, reason: checked.data.reason },
      {
        onSuccess: () => {
          toast.success(A.returnDone);
          void queryClient.invalidateQueries({ queryKey: historyKeys.of('order', order.id) });
          setReason('');
          close();
        },
        onError: (failure) => {
          const field = serverFieldErrors<'reason'>(failure).reason;
          setError(field);
          if (!field) toast.error(errorMessage(failure, A.returnFailed));
        },
      },
    );
  };

  return (
    <div className="lg:col-span-2">
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary')}>
        <Undo2 aria-hidden="true" className="size-4" />
        {A.returnAction}
      </button>
      <ConfirmDialog
        open={open}
        title={A.returnTitle(order.id)}
        onConfirm={submit}
        onClose={close}
        busy={record.isPending}
        busyLabel={TEXTS.checkout.submitting}
        confirmLabel={A.returnAction}
      >
        <p>{A.returnText}</p>
        <TextAreaField
          label={A.returnReason}
          hint={A.returnReasonHint}
          value={reason}
          error={error}
          rows={3}
          maxLength={500}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
        />
      </ConfirmDialog>
    </div>
  );
}
