import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, ProductDetail } from '@shop/shared/catalog/schemas';
import { parseRowId } from '@shop/shared/ids';
import { useLiveCatalogUpdates } from '../../app/use-live-catalog-updates';
import { paths } from '../../lib/paths';
import { SessionProvider } from '../../lib/session/session-provider';
import { mockApiRoutes } from '../../test/axios-adapter';
import type { Reply } from '../../test/axios-adapter';
import { seedShop } from '../../test/shop';
import { LocationProbe } from '../../test/location-probe';
import { createdSockets } from '../../test/fake-socket';
import { userToken } from '../../test/tokens';
import { carouselLayout, carouselLoops } from '../../features/catalog/components/product-carousel';
import { ProductPage } from './product-page';

vi.mock('socket.io-client', async () => (await import('../../test/fake-socket')).fakeSocketModule());

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 76,
    name: 'Дверь межкомнатная «Сицилия» ДО 900 мм',
    image: '/uploads/demo/door.webp',
    article: 'DL-7292883',
    price: 11510,
    discount: 7,
    stock_quantity: 211,
    description: 'Остеклённое полотно.\nПропускает дневной свет.',
    category_id: 18,
    unit_name: 'шт',
    DiscountCategoriesDirect: [],
    effective_discount: 7,
    discounted_price: 10704.3,
    barcode: null,
    properties: [],
    stock_exact: overrides.stock_quantity ?? 211,
    min_quantity: 1,
    quantity_step: 1,
    weight_kg: null,
    length_m: null,
    calculator: null,
    own_min_quantity: null,
    own_quantity_step: null,
    special_transport: false,
    ...overrides,
  };
}

/** Laminate sold by the square metre, with its 'Характеристики' as a 1C import leaves them. */
const LAMINATE = product({
  id: 77,
  name: 'Ламинат 33 класс дуб натуральный 8 мм',
  article: 'TK-33-0412',
  price: 860,
  discount: 0,
  effective_discount: 0,
  discounted_price: 860,
  stock_quantity: 145,
  stock_exact: 145.984,
  unit_name: 'м²',
  barcode: '4607014567891',
  description: '',
  properties: [
    { name: 'Класс износостойкости', value: '33' },
    { name: 'Толщина, мм', value: '8' },
    { name: 'Площадь в упаковке, м²', value: '2,131' },
    { name: 'Декор', value: 'дуб натуральный с очень длинным названием оттенка для узкого экрана' },
  ],
});

/** The active delivery zone: 300 ₽, free from 5 000 ₽. */
const HAVA = {
  id: 3,
  name: 'с. Верхняя Хава',
  price: 300,
  free_from: 5000,
  min_order: null,
  lead_time: 'завтра',
  active: true,
};

const NOT_FOUND: Reply = {
  status: 404,
  data: { error: 'Товар не найден или произошла ошибка загрузки.', code: 'PRODUCT_NOT_FOUND' },
};

function mockProduct(item: ProductDetail | null, related: Product[] = []) {
  const id = item?.id ?? 999;
  return mockApiRoutes({
    [`GET /products/${id}`]: item ? { status: 200, data: item } : NOT_FOUND,
    [`GET /products/${id}/breadcrumbs`]: item
      ? {
          status: 200,
          data: [
            { id: 3, name: 'Двери' },
            { id: 18, name: 'Межкомнатные двери' },
          ],
        }
      : NOT_FOUND,
    [`GET /products/${id}/related`]: item ? { status: 200, data: related } : NOT_FOUND,
    [`GET /ratings/${id}`]: item
      ? { status: 200, data: { product_id: id, averageRating: 4.3, voteCount: 12 } }
      : NOT_FOUND,
    'GET /delivery/zones': { status: 200, data: [HAVA] },
  });
}

/** The storefront frame keeps the shown products live (the page itself does not listen). */
function LiveCatalogUpdates() {
  useLiveCatalogUpdates();
  return null;
}

function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedShop(queryClient);
  const router = createMemoryRouter(
    [
      {
        path: paths.product.pattern,
        element: (
          <SessionProvider>
            <LiveCatalogUpdates />
            <ProductPage />
            <LocationProbe />
          </SessionProvider>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ProductPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the product: breadcrumbs, name, stock, rating, struck-out price, article, unit, description', async () => {
    mockProduct(product());
    renderPage('/product/76');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Дверь межкомнатная «Сицилия» ДО 900 мм');
    expect(document.title).toMatch(/^Дверь межкомнатная «Сицилия» ДО 900 мм/);

    const crumbs = within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/catalog');
    expect(await crumbs.findByRole('link', { name: 'Двери' })).toHaveAttribute(
      'href',
      '/catalog?category_id=3',
    );
    // the parent twice: the phone's '← Межкомнатные двери' and its place in the full trail
    const parents = await crumbs.findAllByRole('link', { name: 'Межкомнатные двери' });
    expect(parents).toHaveLength(2);
    for (const link of parents) expect(link).toHaveAttribute('href', '/catalog?category_id=18');
    expect(crumbs.getByText('Дверь межкомнатная «Сицилия» ДО 900 мм')).toHaveAttribute(
      'aria-current',
      'page',
    );

    expect(screen.getByText('Много')).toBeInTheDocument();
    expect(await screen.findByText('4.3 (12 оценок)')).toBeInTheDocument();
    expect(screen.getByText(/10\s704,30\s₽/)).toBeInTheDocument();
    const original = screen.getByLabelText(/Цена без скидки/);
    expect(original.tagName).toBe('S');
    expect(original).toHaveTextContent(/11\s510,00\s₽/);
    expect(screen.getByText('Скидка 7%')).toBeInTheDocument();
    expect(screen.getByText('Артикул: DL-7292883')).toBeInTheDocument();
    expect(screen.getByText('Единица измерения: шт')).toBeInTheDocument();
    expect(screen.getByText('за шт')).toBeInTheDocument();
    expect(screen.getByText('В наличии: 211 шт')).toBeInTheDocument();
    expect(screen.getByText(/Остеклённое полотно\.\s+Пропускает дневной свет\./)).toHaveClass(
      'whitespace-pre-line',
    );
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeInTheDocument();
  });

  it("shows the unit with the price, the stock and the quantity, and the 'Характеристики' table", async () => {
    mockProduct(LAMINATE);
    renderPage('/product/77');
    await screen.findByRole('heading', { level: 1, name: LAMINATE.name });
    expect(screen.getByText('860,00 ₽').nextElementSibling).toHaveTextContent('за м²');
    expect(screen.getByText('В наличии: 145,984 м²')).toBeInTheDocument(); // as 1C gave it
    const picker = screen.getByRole('group', { name: 'Количество' });
    expect(picker.nextElementSibling).toHaveTextContent(/^м²$/);
    expect(screen.getByText('Единица измерения: м²')).toBeInTheDocument();
    expect(screen.getByText('Штрихкод: 4607014567891')).toBeInTheDocument();

    const section = screen.getByRole('region', { name: 'Характеристики' });
    const rows = within(section).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Класс износостойкости', '33'],
      ['Толщина, мм', '8'],
      ['Площадь в упаковке, м²', '2,131'],
      ['Декор', 'дуб натуральный с очень длинным названием оттенка для узкого экрана'],
    ]);
    expect(within(section).getByRole('rowheader', { name: 'Толщина, мм' })).toBeInTheDocument();
    // no description: the table stands alone
    expect(screen.queryByRole('heading', { name: 'Описание' })).not.toBeInTheDocument();
  });

  it('sells a metre product from its minimum by its step and shows the sum of the chosen length', async () => {
    mockProduct(
      product({
        id: 78,
        name: 'Цепь 5 мм',
        unit_name: 'м',
        price: 123.45,
        discount: 0,
        effective_discount: 0,
        discounted_price: 123.45,
        stock_quantity: 145,
        stock_exact: 145.984,
        min_quantity: 0.1,
        quantity_step: 0.1,
      }),
    );
    renderPage('/product/78');
    await screen.findByRole('heading', { level: 1, name: 'Цепь 5 мм' });
    expect(screen.getByTestId('sale-rule').textContent?.replace(/\s/g, ' ')).toBe(
      'Продаётся от 0,1 м, шаг 0,1 м',
    );
    const input = screen.getByRole('textbox', { name: 'Количество' });
    fireEvent.change(input, { target: { value: '2,5' } });
    // 2.5 × 123.45 = 308.625 → 308.63
    expect(screen.getByTestId('chosen-total').textContent?.replace(/\s/g, '')).toBe('308,63₽');
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(input).toHaveValue('2,6');
  });

  it("hides 'Характеристики' without properties, and the unit and barcode when they are not known", async () => {
    mockProduct(product({ unit_name: null, stock_quantity: 12, properties: [], barcode: '  ' }));
    renderPage('/product/76');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { name: 'Описание' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Характеристики' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('В наличии: 12')).toBeInTheDocument();
    expect(screen.queryByText(/^за\s/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Единица измерения/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Штрихкод/)).not.toBeInTheDocument();
  });

  it('says nothing of the stock in units once the product is sold out', async () => {
    mockProduct(product({ ...LAMINATE, id: 76, stock_quantity: 0, stock_exact: 0 }));
    renderPage('/product/76');
    expect(await screen.findByText('Нет в наличии', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(screen.queryByText(/^В наличии:/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Характеристики' })).toBeInTheDocument();
  });

  it('a signed-in customer sees the stock and the rating change live', async () => {
    createdSockets.length = 0;
    localStorage.setItem('token', userToken());
    mockProduct(product({ stock_quantity: 211 }));
    renderPage('/product/76');
    expect(await screen.findByText('4.3 (12 оценок)')).toBeInTheDocument();
    expect(screen.getByText('Много')).toBeInTheDocument();
    await vi.waitFor(() => expect(createdSockets).toHaveLength(1));
    const { socket } = createdSockets[0]!;
    socket.fire('connect');

    socket.fire('rating_updated', { productId: 76, averageRating: 4.4, voteCount: 13 });
    expect(await screen.findByText('4.4 (13 оценок)')).toBeInTheDocument();
    // another product's news changes nothing here
    socket.fire('rating_updated', { productId: 77, averageRating: 1, voteCount: 1 });
    socket.fire('stock_updated', { productId: 77, newStock: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('4.4 (13 оценок)')).toBeInTheDocument();
    expect(screen.getByText('Много')).toBeInTheDocument();

    // the picker keeps to the stock left, and at 0 everything is disabled
    const input = screen.getByRole('textbox', { name: 'Количество' });
    fireEvent.change(input, { target: { value: '9' } });
    expect(input).toHaveValue('9');
    socket.fire('stock_updated', { productId: 76, newStock: 2 });
    await vi.waitFor(() => expect(input).toHaveValue('2'));
    expect(screen.getByText('Мало')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    socket.fire('stock_updated', { productId: 76, newStock: 0 });
    expect(await screen.findByText('Нет в наличии', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
  });

  it('opens no socket for a guest', async () => {
    createdSockets.length = 0;
    mockProduct(product());
    renderPage('/product/76');
    expect(await screen.findByText('4.3 (12 оценок)')).toBeInTheDocument();
    expect(createdSockets).toHaveLength(0);
  });

  it('shows no struck-out price and no discount for a product without one', async () => {
    mockProduct(product({ discount: 0, effective_discount: 0, price: 597, discounted_price: 597 }));
    renderPage('/product/76');
    expect(await screen.findByText(/597,00\s₽/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Цена без скидки/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Скидка/)).not.toBeInTheDocument();
  });

  it('disables the picker and the button when out of stock', async () => {
    mockProduct(product({ stock_quantity: 0 }));
    renderPage('/product/76');
    expect(await screen.findByText('Нет в наличии', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Количество' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Нет в наличии' })).toBeDisabled();
  });

  it('opens the image enlarged and closes it with Esc and with the close button', async () => {
    mockProduct(product());
    renderPage('/product/76');
    fireEvent.click(await screen.findByRole('button', { name: /^Увеличить изображение/ }));
    const dialog = screen.getByRole('dialog', { name: 'Дверь межкомнатная «Сицилия» ДО 900 мм' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', expect.stringContaining('door.webp'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Увеличить изображение/ }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the similar products with links to their pages', async () => {
    const similar = [1, 2, 3, 4, 5].map((n) =>
      product({ id: 100 + n, name: `Дверь похожая ${n}`, effective_discount: 0, discounted_price: 11510 }),
    );
    mockProduct(product(), similar);
    renderPage('/product/76');
    const section = await screen.findByRole('region', { name: 'Похожие товары' });
    expect(await within(section).findAllByRole('link', { name: 'Дверь похожая 3' })).not.toHaveLength(0);
    expect(within(section).getAllByRole('link', { name: 'Дверь похожая 3' })[0]).toHaveAttribute(
      'href',
      '/product/103',
    );
    expect(within(section).getByRole('button', { name: 'Следующие товары' })).toBeInTheDocument();
  });

  it('lets a guest choose a settlement and shows the delivery of one unit there, and pickup today', async () => {
    mockProduct(LAMINATE);
    renderPage('/product/77');
    const select = await screen.findByRole('combobox', { name: 'Населённый пункт' });
    expect(screen.getByText('Самовывоз: сегодня')).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '3' } });
    const line = await screen.findByTestId('delivery-line');
    expect(line.textContent?.replace(/\s/g, ' ')).toContain(
      'Доставка в с. Верхняя Хава: 300,00 ₽, завтра · бесплатно от 5 000,00 ₽',
    );
  });

  it("says 'рассчитает менеджер' for a product that needs special transport", async () => {
    localStorage.setItem('shop.deliveryZone', '3');
    mockProduct(product({ special_transport: true }));
    renderPage('/product/76');
    expect(await screen.findByTestId('delivery-line')).toHaveTextContent(
      'Доставка в с. Верхняя Хава: рассчитает менеджер, завтра',
    );
  });

  it('shows the spec message and a catalogue link for an unknown product', async () => {
    mockProduct(null);
    renderPage('/product/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Товар не найден или произошла ошибка загрузки.',
    );
    expect(screen.getByRole('link', { name: 'Вернуться в каталог' })).toHaveAttribute('href', '/catalog');
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });

  it('asks nothing of the server for an id that is not a number', async () => {
    const api = mockApiRoutes({});
    renderPage('/product/abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Товар не найден или произошла ошибка загрузки.',
    );
    expect(api.bodies('GET /products/abc')).toEqual([]);
  });

  it('offers a retry when the product could not be loaded', async () => {
    mockApiRoutes({
      'GET /products/76': [
        { status: 403, data: { error: 'Нет', code: 'FORBIDDEN' } },
        { status: 200, data: product() },
      ],
      'GET /products/76/breadcrumbs': { status: 200, data: [] },
      'GET /products/76/related': { status: 200, data: [] },
      'GET /ratings/76': { status: 200, data: { product_id: 76, averageRating: 0, voteCount: 0 } },
    });
    renderPage('/product/76');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Товар не найден или произошла ошибка загрузки.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Дверь межкомнатная');
    expect(await screen.findByText('Нет оценок')).toBeInTheDocument();
  });
});

describe("the product id in the address (parseRowId, the server's rule)", () => {
  it.each([
    ['76', 76],
    ['2147483647', 2147483647],
    ['abc', null],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['2147483648', null],
    [undefined, null],
  ])('reads %s as %s', (raw, id) => {
    expect(parseRowId(raw)).toBe(id);
  });
});

describe('similar products carousel', () => {
  it('shows 1 under 480 px, 2 under 768, 3 under 1024 and 4 from there', () => {
    expect(carouselLayout()).toEqual({
      slidesPerView: 1,
      breakpoints: { 480: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 4 } },
    });
  });

  it('loops only with more than 4 products', () => {
    expect(carouselLoops(4)).toBe(false);
    expect(carouselLoops(5)).toBe(true);
    expect(carouselLoops(15)).toBe(true);
  });
});
