import { useId, useRef } from 'react';
import { Copy } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { buttonClass } from '../../../ui/button';

const T = ADMIN_PAGES.exchange.setup;

/** Copies the text; an insecure page (plain http on a LAN address) has no clipboard API, so select it instead. */
async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // refused (no permission): fall through to selecting the text
  }
  input?.select();
  return typeof document.execCommand === 'function' && document.execCommand('copy');
}

/** A value to give the 1C operator: read-only, selectable, with its own 'Копировать' button. */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const copy = async () => {
    if (await copyText(value, inputRef.current)) toast.success(T.copied);
    else toast.error(T.copyFailed);
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="block h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-base"
        />
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={T.copyOne(label)}
          className={buttonClass('secondary', 'shrink-0 px-3')}
        >
          <Copy aria-hidden="true" className="size-4" />
          <span className="sr-only sm:not-sr-only">{T.copy}</span>
        </button>
      </div>
    </div>
  );
}
