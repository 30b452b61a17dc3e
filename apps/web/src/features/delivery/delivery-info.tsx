import { useState } from 'react';
import { Store, Truck } from 'lucide-react';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { SHOP_SETTINGS_TEXTS } from '@shop/shared/shop/texts';
import { TEXTS } from '@shop/shared/texts';
import { useHydrated } from '../../lib/use-hydrated';
import { deliveryLine } from './delivery-quote';
import { useChosenZone } from './use-chosen-zone';

const D = DELIVERY_TEXTS;

interface DeliveryInfoProps {
  /** the goods the line prices: the product's price (×1) on its page, the cart's sum in the cart */
  goodsKopecks: number;
  /** a good needs special transport: the manager sets the delivery cost */
  specialTransport: boolean;
  /** every good is in stock: 'Самовывоз: сегодня' */
  pickupToday: boolean;
  className?: string;
}

/**
 * 'Доставка в с. Верхняя Хава: 300,00 ₽, завтра · бесплатно от 5 000,00 ₽' for the settlement the
 * customer chose, or a compact select to choose one; 'Самовывоз: сегодня' when everything is in stock.
 * One light block (a native select, no extra script) for the product page and the cart.
 */
export function DeliveryInfo({
  goodsKopecks,
  specialTransport,
  pickupToday,
  className = '',
}: DeliveryInfoProps) {
  const hydrated = useHydrated();
  const { zones, zone, choose } = useChosenZone();
  const [changing, setChanging] = useState(false);
  const line = zone ? deliveryLine(zone, goodsKopecks, specialTransport) : null;

  let delivery = null;
  if (!hydrated || zones === undefined) {
    // the server does not know the choice: a quiet placeholder of the line's height, no jump later
    delivery = <span className="block h-6" aria-hidden="true" />;
  } else if (line && !changing) {
    delivery = (
      <span data-testid="delivery-line">
        {line.text}
        {line.freeFrom && <span className="text-slate-500"> · {line.freeFrom}</span>}{' '}
        <button
          type="button"
          onClick={() => setChanging(true)}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {D.changeZone}
        </button>
      </span>
    );
  } else if (zones.length > 0) {
    delivery = (
      <label className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span>{TEXTS.checkout.deliveryLabel}:</span>
        <select
          aria-label={D.zoneLabel}
          value={zone ? String(zone.id) : ''}
          onChange={(event) => {
            const id = Number(event.target.value);
            choose(id > 0 ? id : null);
            setChanging(false);
          }}
          className="h-9 max-w-full min-w-0 cursor-pointer rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
        >
          <option value="">{D.choose}</option>
          {zones.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
      </label>
    );
  }

  return (
    <div className={`space-y-1.5 text-sm text-slate-700 ${className}`} data-testid="delivery-info">
      {delivery && (
        <div className="flex items-start gap-2">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <div className="min-w-0">{delivery}</div>
        </div>
      )}
      {pickupToday && (
        <p className="flex items-start gap-2">
          <Store aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span>{D.pickupLine(TEXTS.checkout.pickupLabel, SHOP_SETTINGS_TEXTS.today)}</span>
        </p>
      )}
    </div>
  );
}
