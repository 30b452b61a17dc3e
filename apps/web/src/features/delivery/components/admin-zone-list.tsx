import { useState } from 'react';
import type { ReactNode } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { DELIVERY_ADMIN_TEXTS } from '@shop/shared/delivery/admin-texts';
import { DELIVERY_PAGE } from '@shop/shared/delivery/page-texts';
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { formatRoubles } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import type { EditModeListProps } from '../../../lib/use-edit-mode';
import { DeleteDialog } from '../../../ui/delete-dialog';
import { EmptyList } from '../../../ui/empty-list';
import { RowDeleteButton, RowEditButton } from '../../../ui/row-actions';
import { useDeleteDeliveryZone } from '../admin-api';

const T = DELIVERY_ADMIN_TEXTS;
const C = { ...DELIVERY_PAGE.columns, ...T.columns };

const COLUMNS: ReadonlyArray<{ label: string; alignRight?: boolean }> = [
  { label: C.zone },
  { label: C.price, alignRight: true },
  { label: C.freeFrom, alignRight: true },
  { label: C.minOrder, alignRight: true },
  { label: C.leadTime },
  { label: C.state },
  { label: ADMIN_PAGES.products.actions, alignRight: true },
];

const amount = (roubles: number | null) => (roubles === null ? '—' : formatRoubles(roubles));

interface AdminZoneListProps extends EditModeListProps<DeliveryZone> {
  zones: readonly DeliveryZone[];
}

/**
 * Every delivery zone, the disabled ones too: name, price, free from, minimum order, lead time and
 * whether customers see it, with 'Редактировать' and 'Удалить' (asked first). A table from lg up; a
 * card per zone with labelled values on narrower screens.
 */
export function AdminZoneList({ zones, editingId, onEdit, onDeleted }: AdminZoneListProps) {
  const [toDelete, setToDelete] = useState<DeliveryZone | null>(null);
  const remove = useDeleteDeliveryZone();

  const confirmDelete = () => {
    const zone = toDelete;
    if (!zone) return;
    remove.mutate(zone.id, {
      onSuccess: (answer) => {
        toast.success(answer?.message || DELIVERY_TEXTS.deleted);
        onDeleted(zone.id);
      },
      onError: (error) => toast.error(errorMessage(error, TEXTS.common.genericError)),
      onSettled: () => setToDelete(null),
    });
  };

  if (zones.length === 0) return <EmptyList>{T.empty}</EmptyList>;
  return (
    <>
      <table
        aria-label={T.list}
        className="block w-full text-sm lg:table lg:rounded-xl lg:border lg:border-slate-200 lg:bg-white"
      >
        <thead className="hidden lg:table-header-group">
          <tr className="border-b border-slate-200 text-left text-slate-500">
            {COLUMNS.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-2 font-medium ${column.alignRight ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-2 lg:table-row-group lg:space-y-0">
          {zones.map((zone) => {
            const editing = zone.id === editingId;
            return (
              <tr
                key={zone.id}
                className={`flex flex-col gap-1 rounded-xl border p-3 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-slate-100 lg:p-0 lg:last:border-0 ${editing ? 'border-brand-400 ring-2 ring-brand-200 lg:ring-0' : 'border-slate-200'} ${zone.active ? 'bg-white' : 'bg-slate-50'} ${editing ? 'lg:bg-brand-50' : ''}`}
              >
                <td className="order-first min-w-0 lg:order-none lg:px-3 lg:py-2">
                  <span className="font-semibold break-words text-slate-900">{zone.name}</span>
                  {editing && (
                    <span className="ml-2 text-xs font-semibold text-brand-700 uppercase">
                      {ADMIN_PAGES.form.editing}
                    </span>
                  )}
                </td>
                <Cell label={C.price} className="whitespace-nowrap lg:text-right">
                  {formatRoubles(zone.price)}
                </Cell>
                <Cell label={C.freeFrom} className="whitespace-nowrap lg:text-right">
                  {amount(zone.free_from)}
                </Cell>
                <Cell label={C.minOrder} className="whitespace-nowrap lg:text-right">
                  {amount(zone.min_order)}
                </Cell>
                <Cell label={C.leadTime}>{zone.lead_time}</Cell>
                <Cell label={C.state}>
                  <span
                    className={`inline-flex rounded-md px-1.5 py-0.5 text-xs font-semibold ${zone.active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
                  >
                    {zone.active ? T.activeState : T.inactiveState}
                  </span>
                </Cell>
                <td className="mt-2 flex justify-end gap-2 lg:mt-0 lg:table-cell lg:px-3 lg:py-2 lg:text-right lg:whitespace-nowrap">
                  {/* icons only: the list stands beside the form, where two worded buttons do not fit */}
                  <RowEditButton iconOnly onClick={() => onEdit(zone)} aria-label={T.editOne(zone.name)} />
                  <RowDeleteButton
                    iconOnly
                    onClick={() => setToDelete(zone)}
                    disabled={remove.isPending}
                    aria-label={T.deleteOne(zone.name)}
                    className="lg:ml-1"
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <DeleteDialog
        open={toDelete !== null}
        title={T.deleteTitle}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        busy={remove.isPending}
      >
        <p>{T.deleteConfirm}</p>
        {toDelete && <p className="font-semibold break-words">{toDelete.name}</p>}
      </DeleteDialog>
    </>
  );
}

/** A value cell; on a phone its column name stands beside it. */
function Cell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td className={`flex justify-between gap-3 lg:table-cell lg:px-3 lg:py-2 ${className}`}>
      <span aria-hidden="true" className="text-slate-500 lg:hidden">
        {label}
      </span>
      <span className="min-w-0 text-right">{children}</span>
    </td>
  );
}
