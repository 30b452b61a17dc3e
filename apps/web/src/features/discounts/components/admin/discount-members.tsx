import { toast } from 'react-toastify';
import type { UseQueryResult } from '@tanstack/react-query';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { DiscountProduct } from '@shop/shared/discounts/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../../lib/api-client';
import { buttonClass } from '../../../../ui/button';
import { EmptyList } from '../../../../ui/empty-list';
import { Section } from '../../../../ui/section';
import { WithQuery } from '../../../../ui/with-query';
import { useRemoveDiscountProduct } from '../../admin-api';

const A = ADMIN_PAGES.discounts;

interface DiscountMembersProps {
  discountId: number;
  members: UseQueryResult<DiscountProduct[]>;
  onCatalogueChanged: () => void;
}

/** The column of products in the discount, each with its percent and 'Убрать' (spec §2). */
export function DiscountMembers({ discountId, members, onCatalogueChanged }: DiscountMembersProps) {
  const remove = useRemoveDiscountProduct(onCatalogueChanged);
  const removing = remove.isPending ? remove.variables.productId : null;

  const removeProduct = (product: DiscountProduct) =>
    remove.mutate(
      { id: discountId, productId: product.id },
      {
        onSuccess: () => toast.success(TEXTS.discounts.productRemoved),
        onError: (error) => toast.error(errorMessage(error, TEXTS.common.genericError)),
      },
    );

  const count = members.data?.length;
  const heading = (
    <>
      {A.members}
      {count !== undefined && <span className="font-normal text-slate-500"> ({count})</span>}
    </>
  );
  return (
    <Section heading={heading} level={3} className="min-w-0 space-y-3">
      <WithQuery query={members} errorMessage={TEXTS.discounts.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <EmptyList compact>{A.noMembers}</EmptyList>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 lg:max-h-[36rem] lg:overflow-y-auto">
              {list.map((product) => (
                <li key={product.id} className="flex items-center gap-3 px-3 py-2">
                  <span className="min-w-0 flex-1">
                    <span className="block break-words text-slate-900">{product.name}</span>
                    <span className="block text-sm text-slate-500">{A.article(product.article)}</span>
                  </span>
                  <span className="shrink-0 rounded-md bg-red-50 px-2 py-0.5 text-sm font-semibold whitespace-nowrap text-red-700">
                    {A.percent(product.discount_percent)}
                  </span>
                  <button
                    type="button"
                    onClick={() => removeProduct(product)}
                    disabled={removing === product.id}
                    aria-label={A.removeOne(product.name)}
                    className={buttonClass('danger', 'shrink-0 px-3')}
                  >
                    {A.remove}
                  </button>
                </li>
              ))}
            </ul>
          )
        }
      </WithQuery>
    </Section>
  );
}
