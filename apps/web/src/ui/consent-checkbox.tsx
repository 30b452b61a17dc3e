import { useId } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '@shop/shared/texts';
import { paths } from '../lib/paths';

/** The string a form keeps for a ticked box (form state is text, see lib/use-schema-form). */
export const CONSENT_TICKED = 'true';

/** The form's text value as the shared schema's `consent` (only `true` passes PersonalDataConsent). */
export const consentGiven = (value: string | undefined): boolean => value === CONSENT_TICKED;

interface ConsentCheckboxProps {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

const LINK = 'whitespace-nowrap text-brand-700 underline hover:text-brand-800';

/**
 * The unticked 152-ФЗ box of every form that takes personal data, with links to the consent document
 * (/personal-data-consent, a document of its own since 1 September 2025) and to the policy, opened in a
 * new tab so a half-filled form is not lost. Spread `field('consent')` of useSchemaForm onto it.
 */
export function ConsentCheckbox({ name, value, onChange, error }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={value === CONSENT_TICKED}
          onChange={(event) => onChange({ target: { value: event.target.checked ? CONSENT_TICKED : '' } })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={id} className="text-sm leading-snug text-slate-700">
          {TEXTS.consent.label} (
          <Link to={paths.personalDataConsent.href()} target="_blank" rel="noopener" className={LINK}>
            {TEXTS.consent.documentLink}
          </Link>
          ,{' '}
          <Link to={paths.privacyPolicy.href()} target="_blank" rel="noopener" className={LINK}>
            {TEXTS.privacyPolicy.title}
          </Link>
          )
        </label>
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A field people never see: bots that fill every input fill it, and the server then stores nothing.
 * Off-screen rather than display:none, which some bots skip; out of the tab order and the accessibility tree.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <input type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
