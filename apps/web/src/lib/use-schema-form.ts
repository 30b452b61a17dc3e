import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from './api-client';
import { focusFirstInvalid, issuesToFieldErrors, serverFieldErrors } from './form-errors';
import type { FieldErrors } from './form-errors';

export interface SafeParser<Output> {
  safeParse(input: unknown):
    | { success: true; data: Output }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

export interface SchemaFormOptions<Field extends string, Output> {
  schema: SafeParser<Output>;
  initial: Record<Field, string>;
  /** Runs the parsed values against the server; throw to show the server's error. */
  submit: (data: Output) => Promise<void>;
  /** Shown when the server's answer carries no message of its own (a function picks one per error). */
  fallbackError: string | ((error: unknown) => string);
  /** Adjusts raw input before validation (e.g. strips phone punctuation). */
  prepare?: (values: Record<Field, string>) => unknown;
  onError?: (message: string) => void;
}

/**
 * Controlled form state validated with a shared zod schema: field errors from the schema or the
 * server's `fields`, one form-level error, a busy flag that blocks double submits, focus on the
 * first invalid input.
 */
export function useSchemaForm<Field extends string, Output>(options: SchemaFormOptions<Field, Output>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const reset = () => {
    setValues(options.initial);
    setErrors({});
  };

  const submitForm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const parsed = options.schema.safeParse(options.prepare ? options.prepare(values) : values);
    if (!parsed.success) {
      setErrors(issuesToFieldErrors<Field>(parsed.error));
      requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      return;
    }
    setBusy(true);
    try {
      await options.submit(parsed.data);
    } catch (error) {
      const fieldErrors = serverFieldErrors<Field>(error);
      setErrors(fieldErrors);
      const fallback =
        typeof options.fallbackError === 'function' ? options.fallbackError(error) : options.fallbackError;
      const message = errorMessage(error, fallback);
      // a message the server tied to one of this form's inputs is shown there, not repeated above the button
      const onInput = Object.keys(fieldErrors).some((name) => name in options.initial);
      setFormError(onInput ? null : message);
      if (onInput) requestAnimationFrame(() => focusFirstInvalid(formRef.current));
      options.onError?.(message);
    } finally {
      setBusy(false);
    }
  };

  /** the form's submit handler; what goes wrong is shown on the form, so nothing waits for it */
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    void submitForm(event);
  };

  /** value, onChange and error of one input, ready to spread onto a TextField */
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: errors[name],
  });

  return { formRef, values, errors, formError, setFormError, busy, change, field, reset, onSubmit };
}
