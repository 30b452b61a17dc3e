import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import type { Discount } from '@shop/shared/discounts/schemas';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { TEXTS } from '@shop/shared/texts';
import { mockApiRoutes } from '../../test/axios-adapter';
import type { Reply } from '../../test/axios-adapter';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render-with-app';
import { HomePage } from './home-page';

const DISCOUNTS: Discount[] = [
  { id: 2, title: 'Распродажа инструмента', image: '/uploads/tools.webp', category_id: 17 },
  { id: 1, title: 'Скидки на двери', image: null, category_id: 16 },
];
const POPULAR = Array.from({ length: 8 }, (_, index) => makeProduct(index + 1));

const PROMOTIONS: Promotion[] = [
  {
    id: 3,
    title: 'Доставка по району в день заказа',
    description: 'Доставка при заказе от 15 000 ₽ бесплатна.',
    image: '/uploads/promotions/delivery.webp',
  },
  { id: 4, title: 'Бесплатный замер дверей', description: 'Мастер приедет и снимет размеры.', image: null },
];
const PROMOTION_CATEGORY: CategoryBase = {
  id: 15,
  name: 'Акции месяца',
  parent_id: null,
  image: null,
  is_promotion_category: true,
  is_discount_category: false,
};

function renderHome(
  routes: {
    discounts?: Reply;
    products?: Reply;
    promotions?: Reply;
    categories?: Reply;
    measurement?: Reply;
  } = {},
) {
  const api = mockApiRoutes({
    'POST /telegram/send-measurement': routes.measurement ?? { status: 200, data: {} },
    'GET /discounts': routes.discounts ?? { status: 200, data: DISCOUNTS },
    'GET /products': routes.products ?? { status: 200, data: { products: POPULAR, total: 8 } },
    'GET /categories': routes.categories ?? { status: 200, data: [] },
    'GET /promotions': routes.promotions ?? { status: 200, data: PROMOTIONS },
  });
  renderWithApp(<HomePage />);
  return api;
}

describe('HomePage discount banners', () => {
  it('shows each discount with its title linking to its category', async () => {
    const api = renderHome();
    const banners = await screen.findByRole('region', { name: TEXTS.nav.discounts });
    const tools = await within(banners).findAllByRole('link', { name: /Распродажа инструмента/ });
    expect(tools[0]).toHaveAttribute('href', '/catalog?category_id=17');
    expect(within(banners).getAllByRole('link', { name: /Скидки на двери/ })[0]).toHaveAttribute(
      'href',
      '/catalog?category_id=16',
    );
    expect(api.params('GET /discounts')).toEqual([{ include: 'Category' }]);
  });

  it('is left out when there are no discounts', async () => {
    renderHome({ discounts: { status: 200, data: [] } });
    await screen.findByRole('heading', { name: 'Товар 1' });
    expect(screen.queryByRole('region', { name: TEXTS.nav.discounts })).not.toBeInTheDocument();
  });
});

describe('HomePage promotions', () => {
  it('shows the promotions as cards with a link to the products on discount', async () => {
    renderHome({ categories: { status: 200, data: [PROMOTION_CATEGORY] } });
    const block = await screen.findByRole('region', { name: TEXTS.promotions.title });
    const titles = await within(block).findAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual(PROMOTIONS.map((p) => p.title));
    expect(within(block).getByText(PROMOTIONS[0]!.description)).toBeInTheDocument();
    expect(
      await within(block).findByRole('link', { name: TEXTS.promotions.discountedProducts }),
    ).toHaveAttribute('href', '/catalog?category_id=15');
  });

  it('is left out when the shop has no promotions', async () => {
    renderHome({ promotions: { status: 200, data: [] } });
    await screen.findByRole('heading', { name: 'Товар 1' });
    expect(screen.queryByRole('region', { name: TEXTS.promotions.title })).not.toBeInTheDocument();
  });
});

describe('HomePage popular products', () => {
  it('asks for 8 popular products with stock and a price and shows them with the cart button', async () => {
    const api = renderHome();
    const section = (await screen.findByRole('heading', { name: TEXTS.home.popularProducts })).closest(
      'section',
    )!;
    expect(await within(section).findAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(section).getAllByRole('button', { name: TEXTS.cart.addButton })).toHaveLength(8);
    expect(api.params('GET /products')).toEqual([{ popular: 'true', limit: 8, hasStockAndPrice: 'true' }]);
  });

  it('offers to try again when they cannot be loaded', async () => {
    renderHome({ products: { status: 404, data: { error: 'Нет' } } });
    expect(await screen.findByText(TEXTS.home.popularProductsLoadFailed)).toBeInTheDocument();
  });
});

describe('HomePage measurement block', () => {
  const ROUTE = 'POST /telegram/send-measurement';
  const form = () => screen.getByRole('form', { name: TEXTS.measurement.title });
  const fill = (label: string, value: string) =>
    fireEvent.change(within(form()).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  const consentBox = () => within(form()).getByRole('checkbox', { name: new RegExp(TEXTS.consent.label) });
  const submit = () =>
    fireEvent.click(within(form()).getByRole('button', { name: TEXTS.measurement.submit }));
  const fillRequest = () => {
    fill('Имя', 'Иван');
    fill('Телефон', '+7 (900) 123-45-67');
    fill('Адрес', 'с. Верхняя Хава, ул. Мира, 3');
    fill('Удобное время', 'в будни после 17:00');
    fill('Комментарий', 'Две межкомнатные двери');
  };

  it('checks the fields with the shared rules: name, phone and the consent; the address may stay empty', async () => {
    const api = renderHome({ measurement: { status: 200, data: { message: 'ok' } } });
    await screen.findByRole('form', { name: TEXTS.measurement.title });
    expect(screen.getByRole('heading', { name: TEXTS.measurement.title })).toBeInTheDocument();
    expect(consentBox()).not.toBeChecked();
    expect(within(form()).getByLabelText(/^Адрес/)).toHaveAccessibleName(/необязательно/);
    submit();
    expect(await within(form()).findByText(TEXTS.validation.nameRequired)).toBeInTheDocument();
    expect(within(form()).getByText(TEXTS.validation.phoneRequired)).toBeInTheDocument();
    expect(within(form()).getByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(within(form()).getByLabelText(/^Адрес/)).not.toHaveAttribute('aria-invalid');

    fill('Телефон', '12345');
    submit();
    expect(await within(form()).findByText(TEXTS.validation.invalidPhone)).toBeInTheDocument();
    expect(api.bodies(ROUTE)).toEqual([]);
  });

  it('refuses a filled request without the consent and sends nothing', async () => {
    const api = renderHome({ measurement: { status: 200, data: { message: 'ok' } } });
    await screen.findByRole('form', { name: TEXTS.measurement.title });
    fillRequest();
    submit();
    expect(await within(form()).findByText(TEXTS.validation.consentRequired)).toBeInTheDocument();
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies(ROUTE)).toEqual([]);
  });

  it('sends the request with the consent, toasts and clears the form', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderHome({ measurement: { status: 200, data: { message: TEXTS.measurement.sent } } });
    await screen.findByRole('form', { name: TEXTS.measurement.title });
    fillRequest();
    fireEvent.click(consentBox());
    submit();

    await waitFor(() => expect(success).toHaveBeenCalledWith(TEXTS.measurement.sent));
    expect(api.bodies(ROUTE)).toEqual([
      {
        name: 'Иван',
        phone: '+79001234567',
        address: 'с. Верхняя Хава, ул. Мира, 3',
        preferred_time: 'в будни после 17:00',
        comment: 'Две межкомнатные двери',
        consent: true,
      },
    ]);
    await waitFor(() => expect(within(form()).getByLabelText(/^Имя/)).toHaveValue(''));
    expect(within(form()).getByLabelText(/^Адрес/)).toHaveValue('');
    expect(within(form()).getByLabelText(/^Удобное время/)).toHaveValue('');
    expect(consentBox()).not.toBeChecked();
  });

  it('sends a request with only a name and a phone; the optional fields go as null', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = renderHome({ measurement: { status: 200, data: {} } });
    await screen.findByRole('form', { name: TEXTS.measurement.title });
    fill('Имя', 'Пётр');
    fill('Телефон', '89001112233');
    fireEvent.click(consentBox());
    submit();
    await waitFor(() => expect(success).toHaveBeenCalledWith(TEXTS.measurement.sent));
    expect(api.bodies(ROUTE)).toEqual([
      {
        name: 'Пётр',
        phone: '89001112233',
        address: null,
        preferred_time: null,
        comment: null,
        consent: true,
      },
    ]);
  });

  it('keeps the request and says so when it cannot be sent', async () => {
    const error = vi.spyOn(toast, 'error');
    renderHome({ measurement: { status: 400, data: {} } });
    await screen.findByRole('form', { name: TEXTS.measurement.title });
    fillRequest();
    fireEvent.click(consentBox());
    submit();
    expect(await within(form()).findByRole('alert')).toHaveTextContent(TEXTS.measurement.sendFailed);
    expect(error).toHaveBeenCalledWith(TEXTS.measurement.sendFailed);
    expect(within(form()).getByLabelText(/^Имя/)).toHaveValue('Иван');
    expect(consentBox()).toBeChecked();
  });
});
