import { useMemo } from 'react';
import { useDiscountProducts } from '../../admin-api';
import type { CategoryOption } from '../../category-options';
import { AvailableProducts } from './available-products';
import { DiscountMembers } from './discount-members';

interface DiscountProductsProps {
  discountId: number;
  categories: readonly CategoryOption[] | undefined;
  onCatalogueChanged: () => void;
}

/** An open discount's two columns, side by side on wide screens and one under the other on a phone. */
export function DiscountProducts({ discountId, categories, onCatalogueChanged }: DiscountProductsProps) {
  const members = useDiscountProducts(discountId);
  const memberIds = useMemo(
    () => (members.data ? new Set(members.data.map((product) => product.id)) : undefined),
    [members.data],
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <DiscountMembers discountId={discountId} members={members} onCatalogueChanged={onCatalogueChanged} />
      <AvailableProducts
        discountId={discountId}
        memberIds={memberIds}
        categories={categories}
        onCatalogueChanged={onCatalogueChanged}
      />
    </div>
  );
}
