import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { buttonClass } from '../../../ui/button';
import { acceptOf } from '../file-checks';
import type { ImportBlockKind } from '../file-checks';

const P = ADMIN_PAGES.import;

interface ImportBlockProps {
  kind: ImportBlockKind;
  icon: LucideIcon;
  /** uploading or waiting for the server: the input and the button wait */
  busy: boolean;
  /** the 'file not selected' warning, a refused type or the server's error (spec §2 error line) */
  error: string | null;
  onFile: (file: File | null) => void;
  onSubmit: () => void;
  /** the checkbox and the template link of blocks 1 and 2 */
  options?: ReactNode;
  /** upload percentage, the job's progress, the report */
  children?: ReactNode;
}

/**
 * One block of the import panel (spec §2): title and what it takes, a file input, its options, the
 * error line, the submit button (disabled while working) and what the upload is doing.
 */
export function ImportBlock({
  kind,
  icon: Icon,
  busy,
  error,
  onFile,
  onSubmit,
  options,
  children,
}: ImportBlockProps) {
  const id = useId();
  const { title, text } = P.blocks[kind];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
      </div>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-sm font-medium text-slate-800">
            {P.file}
          </label>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept={acceptOf(kind)}
            disabled={busy}
            onChange={(event) => onFile(event.target.files?.[0] ?? null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={
              'block w-full min-w-0 rounded-lg border bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 ' +
              'file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-4 ' +
              'file:font-semibold file:text-slate-800 hover:file:bg-slate-100 focus:border-brand-500 ' +
              'focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 ' +
              (error ? 'border-red-500' : 'border-slate-300')
            }
          />
        </div>
        {options}
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy || undefined}
          className={buttonClass('primary', 'w-full sm:w-auto sm:self-start')}
        >
          {busy ? P.working : P.submit[kind]}
        </button>
      </form>
      {children}
    </section>
  );
}
