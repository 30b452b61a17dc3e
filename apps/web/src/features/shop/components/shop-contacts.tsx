import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { hoursLines } from '@shop/shared/shop/hours';
import { telHref } from '@shop/shared/shop/phone';
import { TEXTS } from '@shop/shared/texts';
import { useShop } from '../../../lib/shop-settings';

/** Address, hours, phones and e-mail as a list (footer and contacts page), from the shop's settings. */
export function ShopContacts({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const shop = useShop();
  const icon = `mt-0.5 size-5 shrink-0 ${tone === 'dark' ? 'text-brand-400' : 'text-brand-600'}`;
  const link = tone === 'dark' ? 'hover:text-white' : 'hover:text-brand-700';
  return (
    <ul className="space-y-3">
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className={icon} />
        <span>
          <span className="sr-only">{TEXTS.labels.address}: </span>
          {shop.address}
        </span>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden="true" className={icon} />
        <span>
          <span className="sr-only">{TEXTS.shop.hours}: </span>
          {hoursLines(shop.hours).map((row) => (
            <span key={row.days} className="block">
              {row.days}: {row.time}
            </span>
          ))}
        </span>
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className={icon} />
        <span className="flex flex-col">
          {shop.phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className={`font-semibold ${link}`}>
              <span className="sr-only">{TEXTS.labels.phone}: </span>
              {phone}
            </a>
          ))}
        </span>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className={icon} />
        <a href={`mailto:${shop.email}`} className={`break-all ${link}`}>
          <span className="sr-only">E-mail: </span>
          {shop.email}
        </a>
      </li>
    </ul>
  );
}
