import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Order } from '@shop/shared/orders/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { useCancelOrder, useMyOrders } from '../api';
import { useOrderUpdates } from '../use-order-updates';
import { OrderTabs } from './order-tabs';

/**
 * Profile: "Мои заказы", the customer's orders from GET /api/orders in status tabs, kept live by the
 * socket; `onOrderUpdate` runs after each realtime order change. A NEW order can be cancelled after a
 * confirmation.
 */
export function MyOrders({ onOrderUpdate }: { onOrderUpdate?: () => void } = {}) {
  const { data, error, isPending, isFetching, refetch } = useMyOrders();
  const { connectionFailed } = useOrderUpdates(onOrderUpdate);
  const [toCancel, setToCancel] = useState<Order | null>(null);
  const cancel = useCancelOrder();

  const confirmCancel = () => {
    if (!toCancel || cancel.isPending) return;
    cancel.mutate(toCancel.id, {
      onSuccess: () => toast.success(TEXTS.orders.cancelled),
      onError: (reason) => toast.error(errorMessage(reason, TEXTS.orders.cancelFailed)),
      onSettled: () => setToCancel(null),
    });
  };
  return (
    <section
      aria-labelledby="my-orders-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="my-orders-title" className="mb-3 text-lg font-semibold text-slate-900">
        {TEXTS.profile.ordersHeading}
      </h2>
      {connectionFailed && (
        <p
          role="status"
          className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {TEXTS.profile.realtimeUnavailable}
        </p>
      )}
      {data ? (
        <OrderTabs
          orders={data}
          onCancel={setToCancel}
          cancellingId={cancel.isPending ? cancel.variables : undefined}
        />
      ) : isPending && !error ? (
        <div aria-busy="true" className="space-y-3">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <LoadError
          message={errorMessage(error, TEXTS.adminOrders.loadFailed)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      <ConfirmDialog
        open={toCancel !== null}
        title={TEXTS.orders.cancel}
        onConfirm={confirmCancel}
        onClose={() => setToCancel(null)}
        busy={cancel.isPending}
        busyLabel={TEXTS.orders.cancelling}
        confirmLabel={TEXTS.orders.cancel}
        cancelLabel={TEXTS.common.dontCancel}
      >
        {toCancel && <p className="font-semibold text-slate-900">{TEXTS.profile.orderTitle(toCancel.id)}</p>}
        <p>{TEXTS.orders.cancelConfirm}</p>
      </ConfirmDialog>
    </section>
  );
}
