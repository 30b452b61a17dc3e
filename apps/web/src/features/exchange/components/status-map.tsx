import { useState } from 'react';
import type { FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { STATUS_REQUISITES } from '@shop/shared/exchange/schemas';
import type { ExchangeStatusMapping } from '@shop/shared/exchange/schemas';
import { ADMIN_ORDER_STATUS_LABELS, ORDER_STATUSES } from '@shop/shared/orders/status';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../lib/api-client';
import { toastThenClose } from '../../../lib/toast-outcome';
import { serverFieldErrors } from '../../../lib/form-errors';
import { buttonClass } from '../../../ui/button';
import { DeleteDialog } from '../../../ui/delete-dialog';
import { EmptyList } from '../../../ui/empty-list';
import { RowDeleteButton, RowEditButton } from '../../../ui/row-actions';
import { Section } from '../../../ui/section';
import { SelectField } from '../../../ui/select-field';
import { FormAlert, TextField } from '../../../ui/text-field';
import { WithQuery } from '../../../ui/with-query';
import { useDeleteStatusMapping, useSaveStatusMapping, useStatusMap } from '../api';
import { checkMapping, EMPTY_MAPPING } from '../status-mapping-form';
import type { MappingErrors, MappingField, MappingValues } from '../status-mapping-form';

const M = ADMIN_PAGES.exchange.statusMap;

/** 'Статусы заказов из 1С': which requisite and value of an order from 1C gives which shop status. */
export function StatusMap() {
  const map = useStatusMap();
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ExchangeStatusMapping | null>(null);
  return (
    <Section heading={M.title} className="space-y-3">
      <div className="max-w-3xl space-y-1 text-slate-600">
        <p>{M.text}</p>
        <p className="text-sm">{M.boolHint}</p>
      </div>
      <WithQuery query={map} errorMessage={M.loadFailed}>
        {(rows) => (
          <div className="space-y-4">
            {rows.length === 0 ? (
              <EmptyList>{M.empty}</EmptyList>
            ) : (
              <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
                <div
                  aria-hidden="true"
                  className="hidden grid-cols-[12rem_minmax(0,1fr)_11rem_18.5rem] gap-3 border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-medium text-slate-600 lg:grid"
                >
                  <span>{M.requisite}</span>
                  <span>{M.value}</span>
                  <span>{M.status}</span>
                  <span />
                </div>
                <ul aria-label={M.title} className="divide-y divide-slate-100">
                  {rows.map((row) =>
                    row.id === editingId ? (
                      <li key={row.id} aria-label={M.rowOf(row.requisite, row.value)} className="p-4">
                        <MappingForm row={row} onDone={() => setEditingId(null)} />
                      </li>
                    ) : (
                      <MappingRow
                        key={row.id}
                        row={row}
                        onEdit={() => setEditingId(row.id)}
                        onDelete={() => setDeleting(row)}
                      />
                    ),
                  )}
                </ul>
              </div>
            )}
            <div className="rounded-2xl border border-slate-200 bg-white p-4">
              <h3 className="mb-3 font-semibold text-slate-900">{M.addTitle}</h3>
              <MappingForm row={null} />
            </div>
          </div>
        )}
      </WithQuery>
      <DeleteMappingDialog row={deleting} onClose={() => setDeleting(null)} />
    </Section>
  );
}

function MappingRow({
  row,
  onEdit,
  onDelete,
}: {
  row: ExchangeStatusMapping;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      aria-label={M.rowOf(row.requisite, row.value)}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 px-4 py-2.5 lg:grid-cols-[12rem_minmax(0,1fr)_11rem_18.5rem]"
    >
      <span className="text-sm text-slate-600 lg:text-base lg:text-slate-800">{row.requisite}</span>
      <span className="col-start-1 font-medium break-words text-slate-900 lg:col-start-auto">
        {row.value}
      </span>
      <span className="col-start-1 text-sm text-slate-700 lg:col-start-auto lg:text-base">
        <span aria-hidden="true" className="text-slate-400 lg:hidden">
          →{' '}
        </span>
        {ADMIN_ORDER_STATUS_LABELS[row.status]}
      </span>
      <div className="col-start-2 row-span-3 row-start-1 flex justify-end gap-2 lg:col-start-auto lg:row-span-1 lg:row-start-auto">
        <RowEditButton aria-label={M.editOne(row.value)} onClick={onEdit} iconOnlyOnPhone />
        <RowDeleteButton aria-label={M.deleteOne(row.value)} onClick={onDelete} iconOnlyOnPhone />
      </div>
    </li>
  );
}

/** A row's three inputs; `row` null adds a new one and the form empties after a save. */
function MappingForm({ row, onDone }: { row: ExchangeStatusMapping | null; onDone?: () => void }) {
  const save = useSaveStatusMapping();
  const initial: MappingValues = row
    ? { requisite: row.requisite, value: row.value, status: row.status }
    : EMPTY_MAPPING;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MappingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const requisites: readonly string[] = STATUS_REQUISITES.includes(values.requisite as never)
    ? STATUS_REQUISITES
    : [...STATUS_REQUISITES, values.requisite];

  const change = (field: MappingField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const checked = checkMapping(values);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: row?.id ?? null, input: checked.input },
      {
        onSuccess: () => {
          toast.success(row ? M.updated : M.added);
          if (!row) setValues(EMPTY_MAPPING);
          onDone?.();
        },
        onError: (error) => {
          const fields = serverFieldErrors<MappingField>(error);
          setErrors(fields);
          const onInput = Object.keys(fields).length > 0;
          setFormError(onInput ? null : errorMessage(error, M.saveFailed));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={row ? M.editOne(row.value) : M.addTitle}
      className="space-y-3"
    >
      <div className="grid gap-3 md:grid-cols-[12rem_minmax(0,1fr)_13rem]">
        <SelectField
          label={M.requisite}
          value={values.requisite}
          onChange={change('requisite')}
          error={errors.requisite}
        >
          {requisites.map((requisite) => (
            <option key={requisite} value={requisite}>
              {requisite}
            </option>
          ))}
        </SelectField>
        <TextField
          label={M.value}
          value={values.value}
          onChange={change('value')}
          error={errors.value}
          autoComplete="off"
        />
        <SelectField label={M.status} value={values.status} onChange={change('status')} error={errors.status}>
          <option value="">{M.chooseStatus}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ADMIN_ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
      </div>
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
          {row ? null : <Plus aria-hidden="true" className="size-4" />}
          {save.isPending ? TEXTS.common.saving : row ? TEXTS.common.save : M.add}
        </button>
        {row && (
          <button
            type="button"
            onClick={onDone}
            disabled={save.isPending}
            className={buttonClass('secondary')}
          >
            {TEXTS.common.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

function DeleteMappingDialog({ row, onClose }: { row: ExchangeStatusMapping | null; onClose: () => void }) {
  const remove = useDeleteStatusMapping();
  return (
    <DeleteDialog
      open={row !== null}
      title={M.deleteTitle}
      onConfirm={() => row && remove.mutate(row.id, toastThenClose(onClose, M.deleted, M.deleteFailed))}
      onClose={onClose}
      busy={remove.isPending}
    >
      {row && <p>{M.deleteText(row.requisite, row.value)}</p>}
    </DeleteDialog>
  );
}
