import type { ReactNode } from 'react';

/** What stands in place of a list that has nothing in it; `compact` inside a panel or column. */
export function EmptyList({ compact = false, children }: { compact?: boolean; children: ReactNode }) {
  return (
    <p
      className={
        compact
          ? 'rounded-lg border border-dashed border-slate-300 px-3 py-4 text-sm text-slate-600'
          : 'rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600'
      }
    >
      {children}
    </p>
  );
}
