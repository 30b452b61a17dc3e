import { useEffect, useRef } from 'react';

/**
 * Scrolls the returned element into view whenever `value` changes after the first render: a paged
 * list starts its new page at the top, not at the pagination the visitor clicked. Give the element a
 * scroll margin (`scroll-mt-36`) so the sticky header does not cover it.
 */
export function useScrollIntoViewOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (Object.is(shown.current, value)) return;
    shown.current = value;
    ref.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [value]);
  return ref;
}
