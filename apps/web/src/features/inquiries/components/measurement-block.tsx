import { CalendarCheck, DoorOpen, Phone, Ruler } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { telHref } from '@shop/shared/shop/phone';
import { TEXTS } from '@shop/shared/texts';
import { useShop } from '../../../lib/shop-settings';
import { MeasurementForm } from './measurement-form';

const T = TEXTS.measurement;

const STEPS: ReadonlyArray<{ icon: LucideIcon; text: string }> = [
  { icon: CalendarCheck, text: T.steps[0] },
  { icon: Ruler, text: T.steps[1] },
  { icon: DoorOpen, text: T.steps[2] },
];

/** The home page's free door-measurement offer: what the visit gives, the shop's phone and the form. */
export function MeasurementBlock() {
  const phone = useShop().phones[0] ?? '';
  return (
    <section
      aria-labelledby="measurement-title"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="grid lg:grid-cols-[1fr_1.15fr]">
        <div className="bg-brand-50 p-5 sm:p-8 lg:p-10">
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{T.badge}</p>
          <h2 id="measurement-title" className="text-xl font-bold text-slate-900 sm:text-2xl lg:text-3xl">
            {T.title}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{T.text}</p>
          <ul className="mt-5 space-y-3">
            {STEPS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-slate-800">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-600 shadow-sm">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="pt-1.5">{text}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-slate-600">
            {T.byPhone}
            <a
              href={telHref(phone)}
              className="mt-1 flex min-h-11 items-center gap-2 text-lg font-bold text-slate-900 hover:text-brand-700"
            >
              <Phone aria-hidden="true" className="size-5 text-brand-600" />
              {phone}
            </a>
          </p>
        </div>
        <div className="p-5 sm:p-8 lg:p-10">
          <MeasurementForm />
        </div>
      </div>
    </section>
  );
}
