import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSENT_DATE, CONSENT_VERSION } from '@shop/shared/privacy/consent-document';
import { TEXTS } from '@shop/shared/texts';
import { formatLongDate } from '../../lib/date-time';
import { renderWithApp } from '../../test/render-with-app';
import { clientWithShop, seedShop, testShop } from '../../test/shop';
import { personalDataConsentData } from './personal-data-consent-data';
import { PersonalDataConsentPage } from './personal-data-consent-page';

describe('PersonalDataConsentPage', () => {
  it('shows the edition in force and its date under the title', () => {
    renderWithApp(<PersonalDataConsentPage />, { path: '/personal-data-consent' });
    const title = screen.getByRole('heading', { level: 1, name: TEXTS.consent.documentTitle });
    const edition = screen.getByText(
      `Редакция согласия ${CONSENT_VERSION} от ${formatLongDate(CONSENT_DATE)}`,
    );
    expect(title.nextElementSibling).toBe(edition);
    expect(document.title).toContain(TEXTS.consent.documentTitle);
  });

  it('names the operator of the shop settings, and how to withdraw the consent', async () => {
    const { queryClient } = renderWithApp(<PersonalDataConsentPage />, { path: '/personal-data-consent' });
    seedShop(
      queryClient,
      testShop({
        legalName: 'ООО «Кровля-Плюс»',
        inn: '3604012345',
        ogrn: '1023600000000',
        legalAddress: 'с. Хава, ул. Мира, 1',
        email: 'pd@krovlya.ru',
      }),
    );
    expect(await screen.findByText('ООО «Кровля-Плюс»')).toBeInTheDocument();
    expect(screen.getByText(/ИНН 3604012345, ОГРН 1023600000000/)).toBeInTheDocument();
    expect(screen.getByText(/по адресу: с\. Хава, ул\. Мира, 1\./)).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'pd@krovlya.ru' }))
      expect(link).toHaveAttribute('href', 'mailto:pd@krovlya.ru');
    expect(screen.getByRole('link', { name: TEXTS.cookie.policyLink })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
  });

  it('names its head for the server render', () => {
    const client = clientWithShop();
    const head = personalDataConsentData.head({
      client,
      url: new URL('https://shop.example.ru/personal-data-consent'),
      origin: '',
      params: {},
    });
    expect(head.title).toBe(`${TEXTS.consent.documentTitle} — ${testShop().name}`);
    expect(head.canonical).toBe('/personal-data-consent');
    expect(head.description).toContain(testShop().name);
  });
});
