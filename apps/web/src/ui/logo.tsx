import { TEXTS } from '@shop/shared/texts';

/** The shop's mark and name (from its settings). */
export function Logo({
  name,
  tone = 'light',
  compact = false,
}: {
  name: string;
  tone?: 'light' | 'dark';
  compact?: boolean;
}) {
  return (
    <span className="flex items-center gap-2.5">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-10 shrink-0">
        <rect width="64" height="64" rx="14" fill="#ea580c" />
        <path d="M14 30 32 16l18 14v18H14z" fill="#fff" />
        <path d="M26 48V36h12v12" fill="#ea580c" />
      </svg>
      <span className="leading-tight">
        <span
          className={`block text-lg font-extrabold tracking-tight ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}
        >
          {name}
        </span>
        {!compact && (
          <span className={`block text-xs ${tone === 'dark' ? 'text-slate-400' : 'text-slate-500'}`}>
            {TEXTS.shop.tagline}
          </span>
        )}
      </span>
    </span>
  );
}
