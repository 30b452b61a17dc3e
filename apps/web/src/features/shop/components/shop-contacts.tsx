import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { SHOP } from '@shop/shared/shop/details';
import { TEXTS } from '@shop/shared/texts';

/** Address, hours, phone and e-mail as a list (footer and contacts page). */
export function ShopContacts({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const icon = `mt-0.5 size-5 shrink-0 ${tone === 'dark' ? 'text-brand-400' : 'text-brand-600'}`;
  const link = tone === 'dark' ? 'hover:text-white' : 'hover:text-brand-700';
  return (
    <ul className="space-y-3">
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className={icon} />
        <span>
          <span className="sr-only">{TEXTS.labels.address}: </span>
          {SHOP.address}
        </span>
      </li>
      <li className="flex gap-3">
        <Clock aria-hidden="true" className={icon} />
        <span>
          <span className="sr-only">{TEXTS.shop.hours}: </span>
          {SHOP.hours.map((row) => (
            <span key={row.days} className="block">
              {row.days}: {row.time}
            </span>
          ))}
        </span>
      </li>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className={icon} />
        <a href={SHOP.phoneHref} className={`font-semibold ${link}`}>
          <span className="sr-only">{TEXTS.labels.phone}: </span>
          {SHOP.phone}
        </a>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className={icon} />
        <a href={`mailto:${SHOP.email}`} className={`break-all ${link}`}>
          <span className="sr-only">E-mail: </span>
          {SHOP.email}
        </a>
      </li>
    </ul>
  );
}
