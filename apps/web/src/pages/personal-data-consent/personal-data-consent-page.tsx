import { Fragment } from 'react';
import { Link } from 'react-router';
import { CONSENT_DATE, personalDataConsent } from '@shop/shared/privacy/consent-document';
import type { ConsentInline } from '@shop/shared/privacy/consent-document';
import { TEXTS } from '@shop/shared/texts';
import { formatLongDate } from '../../lib/date-time';
import { useDocumentHead } from '../../lib/head';
import { paths } from '../../lib/paths';
import { useShop } from '../../lib/shop-settings';
import { DocumentBlock } from '../../ui/document-block';
import { PageTitle } from '../../ui/page-title';
import { personalDataConsentHead } from './personal-data-consent-data';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

function Inline({ part }: { part: ConsentInline }) {
  const shop = useShop();
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'strong':
      return <strong>{part.text}</strong>;
    case 'email':
      return (
        <a href={`mailto:${shop.email}`} className={LINK}>
          {shop.email}
        </a>
      );
    case 'policyLink':
      return (
        <Link to={paths.privacyPolicy.href()} className={LINK}>
          {TEXTS.cookie.policyLink}
        </Link>
      );
  }
}

/**
 * /personal-data-consent: the consent to personal-data processing as its own document (152-ФЗ as
 * amended by 156-ФЗ), its operator from the shop's settings, with the edition every stored consent names.
 * Reading it, like the rest of the site, asks for no consent.
 */
export function PersonalDataConsentPage() {
  const shop = useShop();
  const consent = personalDataConsent(shop);
  useDocumentHead(personalDataConsentHead(shop));
  return (
    <div className="container-page py-6 sm:py-10">
      <article className="prose-shop mx-auto max-w-3xl hyphens-auto sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 lg:p-10">
        <PageTitle>{TEXTS.consent.documentTitle}</PageTitle>
        <p className="mt-2 text-sm font-medium text-slate-700">
          {consent.edition(formatLongDate(CONSENT_DATE))}
        </p>
        {consent.sections.map((section) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <DocumentBlock key={index} block={block} inline={(part) => <Inline part={part} />} />
            ))}
          </Fragment>
        ))}
      </article>
    </div>
  );
}
