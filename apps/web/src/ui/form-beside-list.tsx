import type { ReactNode, Ref } from 'react';
import { Section } from './section';

interface FormBesideListProps {
  formRef?: Ref<HTMLElement>;
  formHeading: string;
  /** the form, and what goes with it (the history of the record being edited) */
  form: ReactNode;
  listHeading: string;
  list: ReactNode;
}

/** An admin page's form and its list: the form first on a phone, side by side on a wide screen. */
export function FormBesideList({ formRef, formHeading, form, listHeading, list }: FormBesideListProps) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] lg:items-start">
      <Section
        ref={formRef}
        heading={formHeading}
        className="scroll-mt-36 space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      >
        {form}
      </Section>
      <Section heading={listHeading} className="min-w-0 space-y-3">
        {list}
      </Section>
    </div>
  );
}
