import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { useDialogFocus } from './use-dialog-focus';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** 'center' is a dialog box; 'left'/'right' are full-height drawers (category sidebar, mobile menu). */
  placement?: 'center' | 'left' | 'right';
  /** Width class of the panel. */
  widthClass?: string;
}

/** An accessible modal dialog rendered above the page. */
export function Modal({ open, onClose, title, children, placement = 'center', widthClass }: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(panelRef, open, onClose);
  if (!open) return null;

  const isDrawer = placement !== 'center';
  const layout =
    placement === 'left'
      ? 'justify-start'
      : placement === 'right'
        ? 'justify-end'
        : 'items-end justify-center sm:items-center sm:p-4';
  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${layout}`}>
      <div aria-hidden="true" className="absolute inset-0 bg-slate-900/50" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={
          isDrawer
            ? `relative flex h-full w-[86vw] flex-col bg-white shadow-xl outline-none ${widthClass ?? 'max-w-sm'}`
            : `relative flex max-h-[92dvh] w-full flex-col rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl ${widthClass ?? 'sm:max-w-md'}`
        }
      >
        <div className="flex items-center justify-between gap-3 border-b border-slate-200 py-2 pr-2 pl-5">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={TEXTS.common.close}
            className="inline-flex size-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
