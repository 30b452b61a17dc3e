import { useId, useState } from 'react';
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';

interface FieldShellProps {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
}

const controlClass =
  'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 ' +
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100';

function describedBy(errorId: string, hintId: string, error?: string, hint?: string): string | undefined {
  return [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
}

function FieldLabel({ htmlFor, label, optional }: { htmlFor: string; label: string; optional?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800">
      {label}
      {optional && <span className="font-normal text-slate-500"> ({TEXTS.common.optional})</span>}
    </label>
  );
}

function FieldMessages({
  errorId,
  hintId,
  error,
  hint,
}: {
  errorId: string;
  hintId: string;
  error?: string;
  hint?: string;
}) {
  return (
    <>
      {hint && !error && (
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

type TextFieldProps = FieldShellProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input with its error and hint wired for screen readers. */
export function TextField({
  label,
  error,
  hint,
  optional,
  type = 'text',
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <div className="relative">
        <input
          {...input}
          id={id}
          type={isPassword && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
          className={`${controlClass} h-11 ${isPassword ? 'pr-12' : ''} ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        {isPassword && (
          <button
            type="button"
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? TEXTS.common.hidePassword : TEXTS.common.showPassword}
            aria-pressed={revealed}
            className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center text-slate-500 hover:text-slate-800"
          >
            {revealed ? (
              <EyeOff aria-hidden="true" className="size-5" />
            ) : (
              <Eye aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      <FieldMessages errorId={`${id}-error`} hintId={`${id}-hint`} error={error} hint={hint} />
    </div>
  );
}

type TextAreaFieldProps = FieldShellProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>;

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className = '',
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <textarea
        {...textarea}
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-error`, `${id}-hint`, error, hint)}
        className={`${controlClass} py-2.5 ${error ? 'border-red-500' : 'border-slate-300'}`}
      />
      <FieldMessages errorId={`${id}-error`} hintId={`${id}-hint`} error={error} hint={hint} />
    </div>
  );
}

/** A form-level message (server error) announced to screen readers. */
export function FormAlert({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-800"
    >
      {children}
    </p>
  );
}
