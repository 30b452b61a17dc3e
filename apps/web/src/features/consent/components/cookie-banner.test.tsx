import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

describe('CookieBanner', () => {
  it('is shown while no consent is stored, with a link to the privacy policy', () => {
    renderBanner();
    expect(screen.getByRole('region', { name: /cookie/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /политике конфиденциальности/i })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it("hides after 'Хорошо' and stores the consent", () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
    expect(screen.queryByRole('button', { name: 'Хорошо' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).not.toBeNull();
  });

  it('stays hidden when the consent is already stored', () => {
    localStorage.setItem('cookieConsent', 'true');
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Хорошо' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  });
});
