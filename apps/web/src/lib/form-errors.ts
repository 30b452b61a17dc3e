import { ApiRequestError } from './api-client';

export type FieldErrors<Field extends string = string> = Partial<Record<Field, string>>;

interface IssueList {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/** The first message per top-level field of a failed schema check (the shared zod form schemas). */
export function issuesToFieldErrors<Field extends string>(error: IssueList): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}

/** Field messages the server sent with a 400 (`fields` of the error body). */
export function serverFieldErrors<Field extends string>(error: unknown): FieldErrors<Field> {
  return error instanceof ApiRequestError && error.fields ? (error.fields as FieldErrors<Field>) : {};
}

/** Moves focus to the first invalid input of a form so the visitor sees what to fix. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
