import { lazy } from 'react';
import type { Product } from '@shop/shared/catalog/schemas';
import { useSession } from '../../../../lib/session/use-session';
import { AdminEditButton } from '../../../../ui/admin-edit-button';

// the form (and zod with it) loads on the first press: customers never download it
const ProductEditModal = lazy(() =>
  import('./product-edit-modal').then((module) => ({ default: module.ProductEditModal })),
);

interface ProductEditButtonProps {
  product: Product;
  /** on a card: full width, and on a phone's narrow card without the icon and side padding */
  variant?: 'card' | 'page';
}

/** 'Редактировать' on a product card or page, for admins only (spec §2 Catalogue, §6); nothing for others. */
export function ProductEditButton({ product, variant = 'page' }: ProductEditButtonProps) {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  const button = (
    <AdminEditButton
      className={variant === 'card' ? 'w-full' : ''}
      renderModal={(close) => <ProductEditModal product={product} onClose={close} />}
    />
  );
  // a phone's card is ~130 px wide inside: 'Редактировать' fits without the icon and the side padding
  return variant === 'card' ? (
    <div className="[&_button]:px-2 max-[399px]:[&_svg]:hidden">{button}</div>
  ) : (
    button
  );
}
