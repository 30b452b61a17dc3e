import { CONTACT_PAGE } from '@shop/shared/shop/contact-page';
import { TEXTS } from '@shop/shared/texts';
import { ContactForm } from '../../features/inquiries/components/contact-form';
import { ShopContacts } from '../../features/shop/components/shop-contacts';
import { ShopMap } from '../../features/shop/components/shop-map';
import { useDocumentHead } from '../../lib/head';
import { useShop } from '../../lib/shop-settings';
import { contactHead } from './contact-data';
import { PageTitle } from '../../ui/page-title';

const T = CONTACT_PAGE;

/** /contact: the shop's contacts, hours and map, the message form and the seller's details. */
export function ContactPage() {
  const shop = useShop();
  useDocumentHead(contactHead(shop, ''));
  return (
    <div className="container-page py-6 sm:py-10">
      <PageTitle>{TEXTS.nav.contacts}</PageTitle>
      <p className="mt-2 max-w-2xl text-slate-600">{T.intro(shop.name)}</p>

      {/* a phone shows the form after the map and before the legal data; a wide screen keeps it beside them */}
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_1.2fr] lg:gap-x-8">
        <section
          aria-labelledby="shop-info-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-start-1"
        >
          <h2 id="shop-info-title" className="mb-4 text-lg font-semibold text-slate-900">
            {T.shopAndHours}
          </h2>
          <ShopContacts />
        </section>

        <div className="lg:col-start-1">
          <ShopMap />
        </div>

        <section
          aria-labelledby="contact-form-title"
          className="h-fit rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:sticky lg:top-36 lg:col-start-2 lg:row-span-3 lg:row-start-1"
        >
          <h2 id="contact-form-title" className="text-lg font-semibold text-slate-900 sm:text-xl">
            {T.writeUs}
          </h2>
          <p className="mt-1 mb-5 text-sm text-slate-600">{T.writeUsHint}</p>
          <ContactForm />
        </section>

        <section
          aria-labelledby="legal-title"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:col-start-1"
        >
          <h2 id="legal-title" className="mb-3 text-lg font-semibold text-slate-900">
            {T.requisites}
          </h2>
          <dl
            data-testid="requisites"
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm break-words sm:text-base"
          >
            <dt className="text-slate-500">{T.organization}</dt>
            <dd className="min-w-0 text-slate-800">{shop.legalName}</dd>
            <dt className="text-slate-500">{T.inn}</dt>
            <dd className="text-slate-800">{shop.inn}</dd>
            <dt className="text-slate-500">{shop.ogrn.length === 15 ? T.ogrnip : T.ogrn}</dt>
            <dd className="text-slate-800">{shop.ogrn}</dd>
            {shop.kpp && (
              <>
                <dt className="text-slate-500">{T.kpp}</dt>
                <dd className="text-slate-800">{shop.kpp}</dd>
              </>
            )}
            <dt className="text-slate-500">{T.legalAddress}</dt>
            <dd className="min-w-0 text-slate-800">{shop.legalAddress}</dd>
          </dl>
        </section>
      </div>
    </div>
  );
}
