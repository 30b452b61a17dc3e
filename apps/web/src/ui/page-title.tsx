import type { ReactNode } from 'react';

export function PageTitle({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <h1 className={`text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl ${className}`}>
      {children}
    </h1>
  );
}
