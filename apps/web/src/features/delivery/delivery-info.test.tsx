import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { DeliveryInfo } from './delivery-info';
import { deliveryZonesQuery } from './zones-query';
import { CHOSEN_ZONE_KEY } from './use-chosen-zone';

const HAVA: DeliveryZone = {
  id: 3,
  name: 'с. Верхняя Хава',
  price: 300,
  free_from: 5000,
  min_order: null,
  lead_time: 'завтра',
  active: true,
};
const FAR: DeliveryZone = {
  id: 8,
  name: 'Рамонский район',
  price: 900,
  free_from: null,
  min_order: 2000,
  lead_time: '2–3 дня',
  active: true,
};

function renderInfo(props: Partial<Parameters<typeof DeliveryInfo>[0]> = {}) {
  mockApiRoutes({ 'GET /delivery/zones': { status: 200, data: [HAVA, FAR] } });
  return renderWithApp(
    <DeliveryInfo goodsKopecks={300_000} specialTransport={false} pickupToday={true} {...props} />,
  );
}

const line = () => screen.findByTestId('delivery-line');
/** Spaces inside formatted roubles may be non-breaking: compare with plain ones. */
const plain = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('DeliveryInfo', () => {
  it('asks a customer who has not chosen to pick a settlement, then shows its price, lead time and threshold', async () => {
    renderInfo();
    const select = await screen.findByRole('combobox', { name: 'Населённый пункт' });
    expect(screen.getByRole('option', { name: 'выбрать населённый пункт' })).toBeInTheDocument();
    expect(screen.getByText('Доставка:')).toBeInTheDocument();
    expect(screen.getByText('Самовывоз: сегодня')).toBeInTheDocument();

    fireEvent.change(select, { target: { value: String(HAVA.id) } });
    expect(plain(await line())).toBe(
      'Доставка в с. Верхняя Хава: 300,00 ₽, завтра · бесплатно от 5 000,00 ₽ Изменить',
    );
    expect(localStorage.getItem(CHOSEN_ZONE_KEY)).toBe(String(HAVA.id));
  });

  it('remembers the choice, and changing it shows the select again', async () => {
    localStorage.setItem(CHOSEN_ZONE_KEY, String(HAVA.id));
    renderInfo();
    await line();
    fireEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const select = screen.getByRole('combobox', { name: 'Населённый пункт' });
    expect(select).toHaveValue(String(HAVA.id));
    fireEvent.change(select, { target: { value: String(FAR.id) } });
    expect(plain(await line())).toBe('Доставка в Рамонский район: 900,00 ₽, 2–3 дня Изменить');
  });

  it.each([
    ['free from the threshold', { goodsKopecks: 600_000 }, 'Доставка в с. Верхняя Хава: бесплатно, завтра'],
    [
      'by the manager for goods that need special transport',
      { specialTransport: true },
      'Доставка в с. Верхняя Хава: рассчитает менеджер, завтра',
    ],
  ])('says the delivery is %s', async (_case, props, expected) => {
    localStorage.setItem(CHOSEN_ZONE_KEY, String(HAVA.id));
    renderInfo(props);
    expect(plain(await line())).toBe(`${expected} Изменить`);
  });

  it('names the minimum order below it', async () => {
    localStorage.setItem(CHOSEN_ZONE_KEY, String(FAR.id));
    renderInfo({ goodsKopecks: 150_000 });
    expect(plain(await line())).toBe(
      'Доставка в Рамонский район: минимальный заказ с доставкой — 2 000,00 ₽ Изменить',
    );
  });

  it('forgets a settlement the shop no longer delivers to', async () => {
    localStorage.setItem(CHOSEN_ZONE_KEY, '77');
    renderInfo();
    expect(await screen.findByRole('combobox', { name: 'Населённый пункт' })).toHaveValue('');
    await waitFor(() => expect(localStorage.getItem(CHOSEN_ZONE_KEY)).toBeNull());
  });

  it('offers no pickup today when a good is not in stock, and no delivery line when the shop has no zones', async () => {
    mockApiRoutes({ 'GET /delivery/zones': { status: 200, data: [] } });
    renderWithApp(<DeliveryInfo goodsKopecks={100} specialTransport={false} pickupToday={false} />);
    await waitFor(() => expect(screen.getByTestId('delivery-info')).toBeEmptyDOMElement());
  });

  it('is drawn on the server without the choice, which only the browser knows', () => {
    localStorage.setItem(CHOSEN_ZONE_KEY, String(HAVA.id));
    const queryClient = new QueryClient();
    queryClient.setQueryData(deliveryZonesQuery().queryKey, [HAVA]);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <DeliveryInfo goodsKopecks={300_000} specialTransport={false} pickupToday={true} />
      </QueryClientProvider>,
    );
    expect(html).not.toContain(HAVA.name);
    expect(html).toContain('Самовывоз: сегодня');
  });
});
