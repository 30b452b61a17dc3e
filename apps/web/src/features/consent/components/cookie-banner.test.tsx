import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieBanner } from './cookie-banner';

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

const clearConsentCookie = () => {
  document.cookie = 'cookie_consent=; Max-Age=0; Path=/';
};

describe('CookieBanner', () => {
  afterEach(clearConsentCookie);

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

  it("'Хорошо' also sets the cookie that tells the server, and an earlier answer gets it too", () => {
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
    expect(document.cookie).toContain('cookie_consent=1');

    clearConsentCookie();
    expect(document.cookie).not.toContain('cookie_consent=1');
    renderBanner();
    expect(document.cookie).toContain('cookie_consent=1');
  });

  it('stays hidden when the consent is already stored', () => {
    localStorage.setItem('cookieConsent', 'true');
    renderBanner();
    expect(screen.queryByRole('button', { name: 'Хорошо' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /cookie/i })).not.toBeInTheDocument();
  });

  describe('Yandex Metrica', () => {
    const metrikaScript = () => document.querySelector('script[src="https://mc.yandex.ru/metrika/tag.js"]');

    afterEach(() => {
      document
        .querySelectorAll('meta[name="yandex-metrika"], script[src*="mc.yandex.ru"]')
        .forEach((node) => node.remove());
      delete window.ym;
    });

    function withCounter(id: string) {
      const meta = document.createElement('meta');
      meta.name = 'yandex-metrika';
      meta.content = id;
      document.head.appendChild(meta);
    }

    it("loads the counter only after 'Хорошо', and counts the page", () => {
      withCounter('12345');
      renderBanner();
      expect(metrikaScript()).toBeNull();
      expect(window.ym).toBeUndefined();

      fireEvent.click(screen.getByRole('button', { name: 'Хорошо' }));
      expect(metrikaScript()).not.toBeNull();
      const calls = window.ym?.a ?? [];
      expect(calls[0]).toEqual([12345, 'init', expect.objectContaining({ defer: true })]);
      expect(calls[1]?.slice(0, 2)).toEqual([12345, 'hit']);
    });

    it('starts at once for a visitor who accepted before', () => {
      localStorage.setItem('cookieConsent', 'true');
      withCounter('777');
      renderBanner();
      expect(metrikaScript()).not.toBeNull();
    });

    it('loads nothing when the shop has no counter', () => {
      localStorage.setItem('cookieConsent', 'true');
      renderBanner();
      expect(metrikaScript()).toBeNull();
      expect(window.ym).toBeUndefined();
    });
  });
});
