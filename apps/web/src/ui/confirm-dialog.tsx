import type { ReactNode } from 'react';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from './button';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** what is about to happen and what follows from it */
  children: ReactNode;
  onConfirm: () => void;
  /** 'Отмена', Escape, the backdrop or the close button; ignored while `busy` */
  onClose: () => void;
  /** the request is on its way: both buttons wait and the confirm button says `busyLabel` */
  busy?: boolean;
  busyLabel?: string;
  /** the confirm button: 'Подтвердить' unless the action has its own words ('Отменить заказ') */
  confirmLabel?: string;
  /** the safe choice: 'Отмена' unless that would read as the action itself ('Не отменять') */
  cancelLabel?: string;
}

/**
 * Asks before an action that cannot be undone. The safe choice ('Отмена') takes the focus, so an
 * Enter pressed by habit does not confirm. On a phone the dialog rises from the bottom with the buttons
 * stacked full width under the thumb, 'Отмена' at the bottom; wider screens put them side by side,
 * the confirm button on the right.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onClose,
  busy = false,
  busyLabel,
  confirmLabel = TEXTS.common.confirm,
  cancelLabel = TEXTS.common.cancel,
}: ConfirmDialogProps) {
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      <div className="space-y-5 p-5">
        <div className="space-y-2 text-slate-700">{children}</div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse sm:justify-start">
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className={buttonClass('danger', 'sm:px-6')}
          >
            {busy && busyLabel ? busyLabel : confirmLabel}
          </button>
          <button
            type="button"
            onClick={close}
            disabled={busy}
            data-autofocus
            className={buttonClass('secondary', 'sm:px-6')}
          >
            {cancelLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
