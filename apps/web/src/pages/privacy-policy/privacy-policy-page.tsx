import { Fragment } from 'react';
import { Link } from 'react-router';
import { PRIVACY_POLICY, PRIVACY_POLICY_DATE } from '@shop/shared/shop/privacy-policy';
import type { PolicyBlock, PolicyInline } from '@shop/shared/shop/privacy-policy';
import { SHOP } from '@shop/shared/shop/details';
import { TEXTS } from '@shop/shared/texts';
import { formatLongDate } from '../../lib/date-time';
import { paths } from '../../lib/paths';
import { useDocumentHead } from '../../lib/head';
import { privacyPolicyHead } from './privacy-policy-data';
import { PageTitle } from '../../ui/page-title';

const LINK = 'font-medium text-brand-700 underline underline-offset-2';

function Inline({ part }: { part: PolicyInline }) {
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
        <a href={`mailto:${SHOP.email}`} className={LINK}>
          {SHOP.email}
        </a>
      );
    case 'phone':
      return (
        <a href={SHOP.phoneHref} className={LINK}>
          {SHOP.phone}
        </a>
      );
  }
}

function InlineRun({ content }: { content: readonly PolicyInline[] }) {
  return content.map((part, index) => <Inline key={index} part={part} />);
}

function Block({ block }: { block: PolicyBlock }) {
  if (block.kind === 'paragraph') {
    return (
      <p>
        <InlineRun content={block.content} />
      </p>
    );
  }
  return (
    <ul>
      {block.items.map((item, index) => (
        <li key={index}>
          <InlineRun content={item} />
        </li>
      ))}
    </ul>
  );
}

/** 'Редакция 1.0 от 24 ноября 2026 г.': the edition every consent refers to (152-ФЗ). */
function Edition() {
  return (
    <p className="mt-2 text-sm font-medium text-slate-700">
      {PRIVACY_POLICY.edition(formatLongDate(PRIVACY_POLICY_DATE))}
    </p>
  );
}

/** /privacy-policy: the policy's text from the shared module, laid out as an article. */
export function PrivacyPolicyPage() {
  useDocumentHead(privacyPolicyHead());
  return (
    <div className="container-page py-6 sm:py-10">
      <article className="prose-shop mx-auto max-w-3xl hyphens-auto sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 lg:p-10">
        <PageTitle>{TEXTS.privacyPolicy.title}</PageTitle>
        <Edition />
        <p className="mt-3 text-sm text-slate-500">{PRIVACY_POLICY.subtitle}</p>
        {PRIVACY_POLICY.sections.map((section) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Fragment>
        ))}
      </article>
    </div>
  );
}
