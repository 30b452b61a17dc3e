import type { ButtonHTMLAttributes } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { buttonClass, iconButtonClass } from './button';

type RowButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children' | 'aria-label'> & {
  /** names the record, since every row has the same button: 'Редактировать «…»', 'Удалить «…»' */
  'aria-label': string;
  /** the icon alone, its text as the tooltip (dense rows such as the category tree) */
  iconOnly?: boolean;
  /** the text only from sm up (narrow cards) */
  iconOnlyOnPhone?: boolean;
};

/** 'Редактировать' on a row or card of an admin list. */
export function RowEditButton(props: RowButtonProps) {
  return <RowButton {...props} variant="secondary" icon={Pencil} text={TEXTS.common.edit} />;
}

/** 'Удалить' on a row or card of an admin list (the list asks for a confirmation). */
export function RowDeleteButton(props: RowButtonProps) {
  return <RowButton {...props} variant="danger" icon={Trash2} text={TEXTS.common.delete} />;
}

function RowButton({
  variant,
  icon: Icon,
  text,
  iconOnly,
  iconOnlyOnPhone,
  className = '',
  ...button
}: RowButtonProps & { variant: 'secondary' | 'danger'; icon: LucideIcon; text: string }) {
  if (iconOnly) {
    const hover = variant === 'danger' ? 'hover:text-red-700' : 'hover:text-brand-700';
    return (
      <button type="button" {...button} title={text} className={`${iconButtonClass} ${hover} ${className}`}>
        <Icon aria-hidden="true" className="size-5" />
      </button>
    );
  }
  return (
    <button type="button" {...button} className={buttonClass(variant, className)}>
      <Icon aria-hidden="true" className="size-4" />
      {iconOnlyOnPhone ? <span className="sr-only sm:not-sr-only">{text}</span> : text}
    </button>
  );
}
