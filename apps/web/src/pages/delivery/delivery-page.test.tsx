import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELIVERY_PAGE, DELIVERY_PAGE_TITLE } from '@shop/shared/delivery/page-texts';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { formatRoubles } from '@shop/shared/money';
import { hoursLines } from '@shop/shared/shop/hours';
import { TEXTS } from '@shop/shared/texts';
import { deliveryZonesQuery, type DeliveryZone } from '../../features/delivery/zones-query';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { clientWithShop, seedShop, testShop } from '../../test/shop';
import { deliveryData } from './delivery-data';
import { DeliveryPage } from './delivery-page';

const zone = (overrides: Partial<DeliveryZone>): DeliveryZone => ({
  id: 1,
  name: 'с. Верхняя Хава',
  price: 300,
  free_from: 5000,
  min_order: null,
  lead_time: 'завтра',
  active: true,
  ...overrides,
});

describe('DeliveryPage', () => {
  it('shows the zones of GET /delivery/zones as a table: price, free from, minimum order, lead time', async () => {
    mockApiRoutes({
      'GET /delivery/zones': {
        status: 200,
        data: [
          zone({}),
          zone({
            id: 2,
            name: 'г. Воронеж',
            price: 0,
            free_from: null,
            min_order: 2000,
            lead_time: '2–3 дня',
          }),
        ],
      },
    });
    renderWithApp(<DeliveryPage />, { path: '/delivery' });
    expect(screen.getByRole('heading', { level: 1, name: DELIVERY_PAGE_TITLE })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: DELIVERY_PAGE.zonesCaption });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([DELIVERY_TEXTS.zoneLabel, ...Object.values(DELIVERY_PAGE.columns)]);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['с. Верхняя Хава', formatRoubles(300), formatRoubles(5000), '—', 'завтра'],
      ['г. Воронеж', DELIVERY_TEXTS.free, '—', formatRoubles(2000), '2–3 дня'],
    ]);
    expect(document.title).toContain(DELIVERY_PAGE_TITLE);
  });

  it('prefetches the zones on the server, so its HTML holds the table, and names its head', async () => {
    mockApiRoutes({ 'GET /delivery/zones': { status: 200, data: [zone({})] } });
    const client = clientWithShop();
    const context = { client, url: new URL('https://shop.example.ru/delivery'), origin: '', params: {} };
    await deliveryData.prefetch(context);
    expect(client.getQueryData(deliveryZonesQuery().queryKey)).toEqual([zone({})]);
    expect(deliveryData.head(context)).toMatchObject({
      title: `${DELIVERY_PAGE_TITLE} — ${testShop().name}`,
      description: DELIVERY_PAGE.description(testShop().name),
      canonical: '/delivery',
      jsonLd: [{ '@type': 'BreadcrumbList' }],
    });
  });

  it('without zones says that delivery is agreed by phone, with the shop phone', async () => {
    mockApiRoutes({ 'GET /delivery/zones': { status: 200, data: [] } });
    renderWithApp(<DeliveryPage />, { path: '/delivery' });
    const line = await screen.findByText(new RegExp(DELIVERY_PAGE.noZones));
    const phone = testShop().phones[0]!;
    expect(within(line).getByRole('link', { name: phone })).toHaveAttribute(
      'href',
      `tel:${phone.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("offers 'Повторить' when the zones do not load; the rest of the page stays", async () => {
    mockApiRoutes({ 'GET /delivery/zones': [{ status: 404 }, { status: 200, data: [zone({})] }] });
    renderWithApp(<DeliveryPage />, { path: '/delivery' });
    expect(await screen.findByRole('alert')).toHaveTextContent(DELIVERY_PAGE.zonesLoadFailed);
    expect(screen.getByRole('heading', { level: 2, name: TEXTS.checkout.pickupLabel })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.common.retry }));
    expect(await screen.findByRole('table')).toHaveTextContent('с. Верхняя Хава');
  });

  it('shows pickup from the shop settings, the payment methods and special transport, with links on', async () => {
    mockApiRoutes({ 'GET /delivery/zones': { status: 200, data: [] } });
    const { queryClient } = renderWithApp(<DeliveryPage />, { path: '/delivery' });
    seedShop(
      queryClient,
      testShop({
        pickupAddress: 'с. Хава, склад №2',
        deliveryText: 'Разгрузка — силами покупателя.',
        heavy_order_kg: 1500,
        long_item_m: 6,
      }),
    );
    expect(await screen.findByText('с. Хава, склад №2')).toBeInTheDocument();
    expect(screen.getByText('Разгрузка — силами покупателя.')).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_PAGE.pickupToday)).toBeInTheDocument();
    for (const row of hoursLines(testShop().hours))
      expect(screen.getByText(`${row.days}: ${row.time}`)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.checkout.cashOnDeliveryLabel)).toBeInTheDocument();
    expect(screen.getByText(TEXTS.checkout.cardUnavailableLabel)).toBeInTheDocument();
    expect(screen.getByText(DELIVERY_PAGE.specialTransport)).toBeInTheDocument();
    // the owner's limits from the settings
    expect(
      screen.getByText('Менеджер рассчитает и доставку заказов тяжелее 1,5 т и товаров длиннее 6 м.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.shop.returnsTitle })).toHaveAttribute('href', '/returns');
    expect(screen.getByRole('link', { name: TEXTS.nav.contacts })).toHaveAttribute('href', '/contact');
  });
});
