import { Fragment } from 'react';
import { Link } from 'react-router';
import { PRIVACY_POLICY_DATE, privacyPolicy } from '@shop/shared/shop/privacy-policy';
import type { PolicyInline, PrivacyPolicy } from '@shop/shared/shop/privacy-policy';
import { telHref } from '@shop/shared/shop/phone';
import { TEXTS } from '@shop/shared/texts';
import { formatLongDate } from '../../lib/date-time';
import { paths } from '../../lib/paths';
import { useDocumentHead } from '../../lib/head';
import { useShop } from '../../lib/shop-settings';
import { privacyPolicyHead } from './privacy-policy-data';
import { DocumentBlock } from '../../ui/document-block';
import { PageTitle } from '../../ui/page-title';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

function Inline({ part }: { part: PolicyInline }) {
  const shop = useShop();
  const phone = shop.phones[0] ?? '';
  if (typeof part === 'string') return part;
  switch (part.kind) {
    case 'strong':
      return <strong>{part.text}</strong>;
    case 'profileLink':
      return (
        <Link to={paths.profile.href()} className={LINK}>
          {part.text}
        </Link>
      );
    case 'email':
      return (
        <a href={`mailto:${shop.email}`} className={LINK}>
          {shop.email}
        </a>
      );
    case 'phone':
      return (
        <a href={telHref(phone)} className={LINK}>
          {phone}
        </a>
      );
  }
}

/** 'Редакция 1.0 от 24 ноября 2026 г.': the edition every consent refers to (152-ФЗ). */
function Edition({ policy }: { policy: PrivacyPolicy }) {
  return (
    <p className="mt-2 text-sm font-medium text-slate-700">
      {policy.edition(formatLongDate(PRIVACY_POLICY_DATE))}
    </p>
  );
}

/** /privacy-policy: the policy's text from the shared module (its operator: the shop's settings), laid out as an article. */
export function PrivacyPolicyPage() {
  const shop = useShop();
  const policy = privacyPolicy(shop);
  useDocumentHead(privacyPolicyHead(shop));
  return (
    <div className="container-page py-6 sm:py-10">
      <article className="prose-shop mx-auto max-w-3xl hyphens-auto sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 lg:p-10">
        <PageTitle>{TEXTS.privacyPolicy.title}</PageTitle>
        <Edition policy={policy} />
        <p className="mt-3 text-sm text-slate-500">{policy.subtitle}</p>
        {policy.sections.map((section) => (
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
