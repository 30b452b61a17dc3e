import { useMemo } from 'react';
import { isPromoCategory } from '@shop/shared/catalog/category-tree';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { TEXTS } from '@shop/shared/texts';
import { EmptyList } from '../../../../ui/empty-list';
import { Section } from '../../../../ui/section';
import { WithQuery } from '../../../../ui/with-query';
import { useDiscountAdminView } from '../../admin-view';
import { useDiscounts } from '../../api';
import { categoryOptions, isDiscountCategory } from '../../category-options';
import { DiscountCreateForm } from './discount-create-form';
import { DiscountListItem } from './discount-list-item';

const A = ADMIN_PAGES.discounts;

interface AdminDiscountsProps {
  /** the catalogue's categories (GET /categories); undefined while they load */
  categories: readonly CategoryBase[] | undefined;
  /** a discount changed prices or the 'Акции' categories: the page refreshes the catalogue's data */
  onCatalogueChanged: () => void;
}

/** /admin/discounts (spec §2): the create form, then the discounts, one of them open to its products. */
export function AdminDiscounts({ categories, onCatalogueChanged }: AdminDiscountsProps) {
  const discounts = useDiscounts();
  const { view, openDiscount } = useDiscountAdminView();
  const linkable = useMemo(
    () => (categories ? categoryOptions(categories, isDiscountCategory) : undefined),
    [categories],
  );
  // not the 'Акции' group: browsing it would list products already on sale elsewhere
  const browsable = useMemo(
    () => (categories ? categoryOptions(categories, isPromoCategory) : undefined),
    [categories],
  );

  return (
    <div className="space-y-6">
      <Section
        heading={A.addTitle}
        headingClassName="mb-4"
        className="max-w-2xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <DiscountCreateForm categories={linkable} onCatalogueChanged={onCatalogueChanged} />
      </Section>

      <Section heading={A.list} className="space-y-3">
        <WithQuery query={discounts} errorMessage={TEXTS.discounts.loadFailed}>
          {(list) =>
            list.length === 0 ? (
              <EmptyList>{A.empty}</EmptyList>
            ) : (
              <ul className="space-y-3">
                {list.map((discount) => {
                  const open = view.discountId === discount.id;
                  return (
                    <DiscountListItem
                      key={discount.id}
                      discount={discount}
                      open={open}
                      onToggle={() => openDiscount(open ? null : discount.id)}
                      onDeleted={() => (open ? openDiscount(null) : undefined)}
                      categories={browsable}
                      onCatalogueChanged={onCatalogueChanged}
                    />
                  );
                })}
              </ul>
            )
          }
        </WithQuery>
      </Section>
    </div>
  );
}
