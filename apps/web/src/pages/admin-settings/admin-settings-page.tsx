import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { hoursSummary, type HoursException, type WeekHours } from '@shop/shared/shop/hours';
import { SHOP_SETTINGS_TEXTS } from '@shop/shared/shop/texts';
import { TEXTS } from '@shop/shared/texts';
import { SHOP_HISTORY_ID, useShop } from '../../features/shop/api';
import { ShopSettingsForm, TelegramSettingsSection } from '../../features/shop/components/shop-settings-form';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangeHistory, type HistoryValueFormat } from '../../ui/change-history';
import { PageTitle } from '../../ui/page-title';

const A = ADMIN_PAGES.settings;

const isWeek = (value: unknown): value is WeekHours => Array.isArray(value) && value.length === 7;

/** 01.01.2026–08.01.2026 09:00–15:00 (note); a closed day says 'выходной'. */
function exceptionsText(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const date = (iso: string) => iso.split('-').reverse().join('.');
  return (value as HoursException[])
    .map(({ from, to, hours, note }) =>
      [
        from === to ? date(from) : `${date(from)}–${date(to)}`,
        hours ? `${hours.open}–${hours.close}` : SHOP_SETTINGS_TEXTS.dayOff,
        note,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ');
}

/** The settings' history shows hours, phones and the map point as people read them. */
const shopHistoryFormat: HistoryValueFormat = (field, value) => {
  if (field === 'hours' && isWeek(value)) return hoursSummary(value);
  if (field === 'exceptions') return exceptionsText(value);
  if (field === 'phones' && Array.isArray(value)) return value.join(', ');
  if (field === 'map' && value && typeof value === 'object' && 'lat' in value && 'lon' in value) {
    return `${String(value.lat)}, ${String(value.lon)}`;
  }
  return undefined;
};

/** /admin/settings: the shop's settings form, its Telegram chat and their change history. */
export function AdminSettingsPage() {
  useDocumentTitle(TEXTS.admin.settings);
  const shop = useShop();
  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <PageTitle>{TEXTS.admin.settings}</PageTitle>
      <p className="text-slate-600">{A.text}</p>
      {/* saved settings that come back (another admin's, through the socket) start the form anew */}
      <ShopSettingsForm key={shop.updatedAt ?? 'defaults'} shop={shop} />
      <TelegramSettingsSection />
      <ChangeHistory entity="shop" id={SHOP_HISTORY_ID} formatValue={shopHistoryFormat} />
    </div>
  );
}
