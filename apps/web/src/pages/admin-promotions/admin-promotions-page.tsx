import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { TEXTS } from '@shop/shared/texts';
import { usePromotions } from '../../features/promotions/api';
import { PromotionAdminList } from '../../features/promotions/components/promotion-admin-list';
import { PromotionForm } from '../../features/promotions/components/promotion-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEditMode } from '../../lib/use-edit-mode';
import { ChangeHistory } from '../../ui/change-history';
import { FormBesideList } from '../../ui/form-beside-list';
import { PageTitle } from '../../ui/page-title';
import { WithQuery } from '../../ui/with-query';

const T = ADMIN_PAGES.promotions;

/**
 * /admin/promotions (spec §2): the form (add, or edit what a card's 'Редактировать' loaded) and the
 * list of promotions, with the history of the promotion being edited.
 */
export function AdminPromotionsPage() {
  useDocumentTitle(T.title);
  const promotions = usePromotions();
  const mode = useEditMode<Promotion>();
  const { editing } = mode;

  return (
    <div className="space-y-4">
      <PageTitle>{T.title}</PageTitle>
      <p className="text-slate-600">{T.text}</p>
      <FormBesideList
        formRef={mode.formRef}
        formHeading={editing ? T.editTitle : T.addTitle}
        form={
          <>
            <PromotionForm
              key={mode.formKey}
              promotion={editing}
              onSaved={mode.saved}
              onCancel={mode.cancel}
            />
            {editing && <ChangeHistory entity="promotion" id={editing.id} />}
          </>
        }
        listHeading={T.list}
        list={
          <WithQuery query={promotions} errorMessage={TEXTS.promotions.loadFailed}>
            {(list) => <PromotionAdminList promotions={list} {...mode.listProps} />}
          </WithQuery>
        }
      />
    </div>
  );
}
