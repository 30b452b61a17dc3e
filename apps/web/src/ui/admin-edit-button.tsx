import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { TEXTS } from '@shop/shared/texts';
import { useSession } from '../lib/session/use-session';
import { buttonClass } from './button';
import { Spinner } from './spinner';

interface AdminEditButtonProps {
  /**
   * The edit modal, given `close`. Pass a React.lazy component so its code (and the form's) loads on
   * the first press: customers never download it.
   */
  renderModal: (close: () => void) => ReactNode;
  label?: string;
  className?: string;
}

/** 'Редактировать' on storefront cards and pages; rendered for admins only (spec §2 Home, Catalogue). */
export function AdminEditButton({
  renderModal,
  label = TEXTS.common.edit,
  className = '',
}: AdminEditButtonProps) {
  const { isAdmin } = useSession();
  const [open, setOpen] = useState(false);
  if (!isAdmin) return null;
  return (
    <>
      <button
        type="button"
        onClick={(event) => {
          // cards are links: editing must not open the product
          event.preventDefault();
          event.stopPropagation();
          setOpen(true);
        }}
        className={buttonClass('secondary', `min-h-9 px-3 text-sm sm:text-sm ${className}`)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        {label}
      </button>
      {open && <Suspense fallback={<Spinner />}>{renderModal(() => setOpen(false))}</Suspense>}
    </>
  );
}
