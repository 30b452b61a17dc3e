import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TEXTS } from '@shop/shared/texts';
import { renderWithApp } from '../test/render-with-app';
import { ConsentCheckbox } from './consent-checkbox';

describe('ConsentCheckbox', () => {
  it('links to the consent document and to the privacy policy, each in a new tab', () => {
    renderWithApp(<ConsentCheckbox name="consent" value="" onChange={() => undefined} />);
    const box = screen.getByRole('checkbox', { name: new RegExp(`^${TEXTS.consent.label}`) });
    expect(box).not.toBeChecked();
    const label = box.closest('div')!.querySelector('label')!;
    const consent = within(label).getByRole('link', { name: TEXTS.consent.documentLink });
    const policy = within(label).getByRole('link', { name: TEXTS.privacyPolicy.title });
    expect(consent).toHaveAttribute('href', '/personal-data-consent');
    expect(policy).toHaveAttribute('href', '/privacy-policy');
    for (const link of [consent, policy]) expect(link).toHaveAttribute('target', '_blank');
    expect(label).toHaveTextContent(
      `${TEXTS.consent.label} (${TEXTS.consent.documentLink}, ${TEXTS.privacyPolicy.title})`,
    );
  });
});
