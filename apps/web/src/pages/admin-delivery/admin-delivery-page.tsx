import { DELIVERY_ADMIN_TEXTS } from '@shop/shared/delivery/admin-texts';
import { DELIVERY_PAGE } from '@shop/shared/delivery/page-texts';
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { formatRoubles } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';
import { useAllDeliveryZones } from '../../features/delivery/admin-api';
import { AdminZoneForm } from '../../features/delivery/components/admin-zone-form';
import { AdminZoneList } from '../../features/delivery/components/admin-zone-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEditMode } from '../../lib/use-edit-mode';
import { ChangeHistory, type HistoryValueFormat } from '../../ui/change-history';
import { FormBesideList } from '../../ui/form-beside-list';
import { PageTitle } from '../../ui/page-title';
import { WithQuery } from '../../ui/with-query';

const T = DELIVERY_ADMIN_TEXTS;

/** A zone's history shows amounts in roubles and whether customers see it in words. */
const zoneHistoryFormat: HistoryValueFormat = (field, value) => {
  if (['price', 'free_from', 'min_order'].includes(field) && typeof value === 'number') {
    return formatRoubles(value);
  }
  if (field === 'active' && typeof value === 'boolean') return value ? T.activeState : T.inactiveState;
  return undefined;
};

/**
 * /admin/delivery (issue 25): the delivery zones customers choose from, with the form (add, or edit
 * what a row's 'Редактировать' loaded) and the history of the zone being edited.
 */
export function AdminDeliveryPage() {
  useDocumentTitle(TEXTS.checkout.deliveryLabel);
  const zones = useAllDeliveryZones();
  const mode = useEditMode<DeliveryZone>();
  const { editing } = mode;

  return (
    <div className="space-y-4">
      <PageTitle>{TEXTS.checkout.deliveryLabel}</PageTitle>
      <p className="max-w-4xl text-slate-600">{T.text}</p>
      <FormBesideList
        formRef={mode.formRef}
        formHeading={editing ? T.editTitle : T.addTitle}
        form={
          <>
            <AdminZoneForm key={mode.formKey} zone={editing} onSaved={mode.saved} onCancel={mode.cancel} />
            {editing && (
              <ChangeHistory entity="delivery_zone" id={editing.id} formatValue={zoneHistoryFormat} />
            )}
          </>
        }
        listHeading={T.list}
        list={
          <WithQuery query={zones} errorMessage={DELIVERY_PAGE.zonesLoadFailed}>
            {(list) => <AdminZoneList zones={list} {...mode.listProps} />}
          </WithQuery>
        }
      />
    </div>
  );
}
