import { useId } from 'react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'aria-labelledby'> & {
  heading: ReactNode;
  /** 2 for the parts of a page, 3 for the parts of a part */
  level?: 2 | 3;
  headingClassName?: string;
  ref?: Ref<HTMLElement>;
};

/** A <section> named by its heading, so screen readers list it as a region under that name. */
export function Section({ heading, level = 2, headingClassName = '', children, ...section }: SectionProps) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const size = level === 2 ? 'text-lg' : '';
  return (
    <section {...section} aria-labelledby={headingId}>
      <Heading id={headingId} className={`${size} font-semibold text-slate-900 ${headingClassName}`.trim()}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
