import { TEXTS } from '@shop/shared/texts';
import { buttonClass } from './button';

interface FormActionsProps {
  busy: boolean;
  /** 'Сохранить', 'Добавить категорию'…; while busy the button says 'Сохранение...' */
  submitLabel: string;
  /** shows 'Отмена' */
  onCancel?: () => void;
  /** shows 'Удалить', set apart at the far end (an existing record) */
  onDelete?: () => void;
}

/** A form's submit and 'Отмена': stacked full width on a phone, side by side on wider screens. */
export function FormActions({ busy, submitLabel, onCancel, onDelete }: FormActionsProps) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass('primary', 'sm:px-8')}
      >
        {busy ? TEXTS.common.saving : submitLabel}
      </button>
      {onCancel && (
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClass('secondary')}>
          {TEXTS.common.cancel}
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          className={buttonClass('danger', 'sm:ml-auto')}
        >
          {TEXTS.common.delete}
        </button>
      )}
    </div>
  );
}
