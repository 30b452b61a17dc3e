import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { buttonClass } from '../../../ui/button';
import { useImportChoices, useResetImportChoice } from '../api';
import { importErrorMessage } from '../upload';

const P = ADMIN_PAGES.import.choices;

/** 'Сохранённые настройки импорта': the remembered price type, warehouses and columns, each with 'Сбросить'. */
export function ImportChoicesSection() {
  const choices = useImportChoices();
  const reset = useResetImportChoice();
  const onReset = (id: number) =>
    reset.mutate(id, { onError: (error) => toast.error(importErrorMessage(error, P.resetFailed)) });
  return (
    <section
      aria-labelledby="import-choices-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="import-choices-title" className="text-lg font-semibold text-slate-900">
        {P.title}
      </h2>
      {choices.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {P.loadFailed}
        </p>
      )}
      {choices.data?.length === 0 && <p className="mt-2 text-sm text-slate-600">{P.empty}</p>}
      {choices.data && choices.data.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {choices.data.map((choice) => (
            <li
              key={choice.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="text-sm break-words text-slate-800">{choice.description}</p>
                <p className="text-xs text-slate-500">
                  {P.updated(new Date(choice.updatedAt).toLocaleString('ru-RU'))}
                </p>
              </div>
              <button
                type="button"
                aria-label={P.resetLabel(choice.description)}
                disabled={reset.isPending}
                onClick={() => onReset(choice.id)}
                className={buttonClass('secondary', 'w-full shrink-0 sm:w-auto')}
              >
                {P.reset}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
