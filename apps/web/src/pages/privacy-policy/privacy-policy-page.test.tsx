import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_DATE, PRIVACY_POLICY_VERSION, privacyPolicy } from '@shop/shared/shop/privacy-policy';
import { TEXTS } from '@shop/shared/texts';
import { formatLongDate } from '../../lib/date-time';
import { renderWithApp } from '../../test/render-with-app';
import { testShop } from '../../test/shop';
import { PrivacyPolicyPage } from './privacy-policy-page';

describe('PrivacyPolicyPage', () => {
  it('shows the edition in force and its date in Russian under the title', () => {
    renderWithApp(<PrivacyPolicyPage />, { path: '/privacy-policy' });
    const title = screen.getByRole('heading', { level: 1, name: TEXTS.privacyPolicy.title });
    // the edition the consents store and the date it took effect
    const edition = screen.getByText(
      `Редакция ${PRIVACY_POLICY_VERSION} от ${formatLongDate(PRIVACY_POLICY_DATE)}`,
    );
    expect(title.nextElementSibling).toBe(edition);
    expect(screen.getByText(privacyPolicy(testShop()).subtitle)).toBeInTheDocument();
    expect(document.title).toContain(TEXTS.privacyPolicy.title);
  });
});

describe('formatLongDate', () => {
  it("writes a calendar date the Russian way ('24 ноября 2026 г.')", () => {
    expect(formatLongDate('2026-11-24')).toBe('24 ноября 2026 г.');
    // midnight UTC is still the 1st, not the day before, wherever the browser is
    expect(formatLongDate('2027-01-01')).toBe('1 января 2027 г.');
  });

  it('gives back what it cannot read', () => {
    expect(formatLongDate('not a date')).toBe('not a date');
  });
});
