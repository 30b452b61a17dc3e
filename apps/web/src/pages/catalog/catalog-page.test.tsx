import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CategoryBase, Product } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { mockApiRoutes } from '../../test/axios-adapter';
import type { Reply } from '../../test/axios-adapter';
import { makeProduct as product } from '../../test/products';
import { renderWithApp } from '../../test/render-with-app';
import { CatalogPage } from './catalog-page';
import { parsePage } from '../../lib/url-query';
import { catalogQueryHref, MAX_CATALOG_PAGE, parseCatalogQuery } from './catalog-query';

function category(id: number, name: string, parentId: number | null = null): CategoryBase {
  return {
    id,
    name,
    parent_id: parentId,
    image: null,
    is_promotion_category: false,
    is_discount_category: false,
  };
}

const CATEGORIES = [category(1, 'Двери'), category(2, 'Межкомнатные двери', 1)];

const page = (products: Product[], total = products.length): Reply => ({
  status: 200,
  data: { products, total },
});

function renderCatalog(path: string, products: Reply | Reply[]) {
  const api = mockApiRoutes({
    'GET /categories': { status: 200, data: CATEGORIES },
    'GET /products': products,
  });
  renderWithApp(<CatalogPage />, { path });
  return api;
}

const location = () => screen.getByTestId('location');
const productNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('catalogue URL rules', () => {
  it.each(['abc', '3000000000'])(
    'clamps the page to at least 1 and ignores category_id=%s as not a number',
    async (categoryId) => {
      const api = renderCatalog(`/catalog?category_id=${categoryId}&page=-3`, page([product(1)]));

      expect(await screen.findByRole('heading', { name: 'Товар 1' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'Все товары' })).toBeInTheDocument();
      expect(api.params('GET /products')).toEqual([
        { limit: 24, offset: 0, category_id: undefined, sort: 'popularity', inStock: 'true' },
      ]);
      expect(screen.queryByText(TEXTS.catalog.categoryNotFound)).not.toBeInTheDocument();
    },
  );

  it('reads page, sort and the in-stock flag from the address', async () => {
    const api = renderCatalog(
      '/catalog?category_id=2&page=3&sort=price_asc&inStock=false',
      page([product(49), product(50)], 100),
    );

    expect(await screen.findByRole('heading', { name: 'Товар 49' })).toBeInTheDocument();
    expect(api.params('GET /products')).toEqual([
      { limit: 24, offset: 48, category_id: 2, sort: 'price_asc', inStock: undefined },
    ]);
    expect(screen.getByRole('checkbox', { name: 'В наличии' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Сортировка' })).toHaveValue('price_asc');
    expect(screen.getByRole('heading', { level: 1, name: 'Межкомнатные двери' })).toBeInTheDocument();
    // 100 products: pages 1-5, the current one is 3
    const pager = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pager).getByText('3')).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'href',
      '/catalog?category_id=2&page=2&sort=price_asc&inStock=false',
    );
  });

  it('falls back to the defaults for an unknown sort and a garbled page', async () => {
    const api = renderCatalog('/catalog?sort=cheapest&page=abc&inStock=yes', page([product(1)]));
    await screen.findByRole('heading', { name: 'Товар 1' });
    expect(api.params('GET /products')[0]).toMatchObject({ offset: 0, sort: 'popularity', inStock: 'true' });
    expect(screen.getByRole('checkbox', { name: 'В наличии' })).toBeChecked();
  });

  it('puts a new sort into the address and starts again at page 1', async () => {
    const api = renderCatalog('/catalog?category_id=1&page=2', page([product(25)], 60));
    await screen.findByRole('heading', { name: 'Товар 25' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Сортировка' }), {
      target: { value: 'price_desc' },
    });
    await waitFor(() => expect(location()).toHaveTextContent('/catalog?category_id=1&sort=price_desc'));
    await waitFor(() => expect(api.params('GET /products')).toHaveLength(2));
    expect(api.params('GET /products')[1]).toMatchObject({ offset: 0, sort: 'price_desc', category_id: 1 });
  });

  it('turns the in-stock filter off and on through the address', async () => {
    const api = renderCatalog('/catalog?page=2', page([product(25)], 60));
    await screen.findByRole('heading', { name: 'Товар 25' });

    fireEvent.click(screen.getByRole('checkbox', { name: 'В наличии' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/catalog\?inStock=false$/));
    await waitFor(() => expect(api.params('GET /products')[1]).toMatchObject({ inStock: undefined }));
    expect(screen.getByRole('checkbox', { name: 'В наличии' })).not.toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'В наличии' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/catalog$/));
  });

  it('shows the last page for a page past the end', async () => {
    const api = renderCatalog('/catalog?page=9', [page([], 30), page([product(25)], 30)]);

    await waitFor(() => expect(location()).toHaveTextContent(/^\/catalog\?page=2$/));
    expect(await screen.findByRole('heading', { name: 'Товар 25' })).toBeInTheDocument();
    expect(api.params('GET /products').map((params) => (params as { offset: number }).offset)).toEqual([
      192, 24,
    ]);
  });

  it('shows a five-page window of links that keep the category', async () => {
    renderCatalog('/catalog?category_id=1', page([product(1)], 24 * 10));
    const pager = await screen.findByRole('navigation', { name: 'Страницы' });
    expect(
      within(pager)
        .getAllByText(/^\d+$/)
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(pager).getByRole('link', { name: 'Следующая страница' })).toHaveAttribute(
      'href',
      '/catalog?category_id=1&page=2',
    );
  });
});

describe('catalogue states', () => {
  it("asks to take the 'В наличии' filter off when the category has goods out of stock", async () => {
    const api = renderCatalog('/catalog?category_id=2', [page([], 0), page([product(3)], 1)]);
    expect(await screen.findByText(TEXTS.catalog.noProductsInStock)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
    expect(api.params('GET /products')[1]).toMatchObject({ category_id: 2, offset: 0, inStock: undefined });
  });

  it('does not ask to take the filter off when that would show nothing either', async () => {
    const api = renderCatalog('/catalog?category_id=2', page([], 0));
    expect(await screen.findByText(TEXTS.catalog.noProductsInCategory)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.catalog.noProductsInStock)).not.toBeInTheDocument();
    expect(api.params('GET /products')).toHaveLength(2);
  });

  it('says the category is empty when the filter is off', async () => {
    const api = renderCatalog('/catalog?category_id=2&inStock=false', page([], 0));
    expect(await screen.findByText(TEXTS.catalog.noProductsInCategory)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.catalog.noProductsInStock)).not.toBeInTheDocument();
    expect(api.params('GET /products')).toHaveLength(1);
  });

  it('shows a readable error with a retry that loads the products', async () => {
    renderCatalog('/catalog', [{ status: 400, data: { error: 'Некорректный запрос' } }, page([product(7)])]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(TEXTS.catalog.productsLoadFailed);
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Товар 7' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets an unknown category with the message', async () => {
    renderCatalog('/catalog?category_id=99', [
      { status: 404, data: { error: 'Категория не найдена', code: 'CATEGORY_NOT_FOUND' } },
      page([product(1)]),
    ]);
    expect(await screen.findByText(TEXTS.catalog.categoryNotFound)).toBeInTheDocument();
    // the 404 page first (what the server answers), then the whole catalogue, saying why
    await waitFor(() => expect(location()).toHaveTextContent(/^\/catalog$/));
    expect(screen.getByText(TEXTS.catalog.categoryNotFound)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Товар 1' })).toBeInTheDocument();
  });

  it('resets a category the products call no longer knows, even if the cached list has it', async () => {
    renderCatalog('/catalog?category_id=2', [
      { status: 404, data: { error: 'Категория не найдена', code: 'CATEGORY_NOT_FOUND' } },
      page([product(1)]),
    ]);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/catalog$/));
    expect(screen.getByText(TEXTS.catalog.categoryNotFound)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Товар 1' })).toBeInTheDocument();
  });

  it('gives each card the add-to-cart button', async () => {
    renderCatalog('/catalog', page([product(1), product(2, { stock_quantity: 0 })]));
    await screen.findByRole('heading', { name: 'Товар 1' });
    expect(productNames()).toEqual(['Товар 1', 'Товар 2']);
    const cards = screen.getAllByRole('article');
    expect(within(cards[0]!).getByRole('button')).toBeEnabled();
    expect(within(cards[1]!).getByRole('button', { name: TEXTS.stock.outOfStock })).toBeDisabled();
  });
});

describe("the 'Акции' categories", () => {
  const PROMOTION: CategoryBase = { ...category(30, 'Акции месяца'), is_promotion_category: true };
  const DOOR_SALE: CategoryBase = { ...category(31, 'Скидки на двери'), is_discount_category: true };
  const PROMOTIONS = [
    {
      id: 1,
      title: 'Сухие смеси — скидка 10 % от 20 мешков',
      description: 'При покупке от 20 мешков — скидка 10 %.',
      image: '/uploads/promotions/mixes.webp',
    },
    { id: 2, title: 'Доставка по району', description: 'Бесплатно от 15 000 ₽.', image: null },
  ];
  const discounted = (id: number) =>
    product(id, { price: 1000, discount: 15, effective_discount: 15, discounted_price: 850 });

  function renderSpecial(path: string, products: Reply | Reply[] = page([discounted(5)])) {
    const api = mockApiRoutes({
      'GET /categories': { status: 200, data: [...CATEGORIES, PROMOTION, DOOR_SALE] },
      'GET /promotions': { status: 200, data: PROMOTIONS },
      'GET /products': products,
    });
    renderWithApp(<CatalogPage />, { path });
    return api;
  }

  it('shows the promotions (picture, title, description) and then the products on discount', async () => {
    const api = renderSpecial('/catalog?category_id=30');
    const promotions = await screen.findByRole('region', { name: TEXTS.promotions.title });
    expect(
      await within(promotions).findByRole('heading', { name: PROMOTIONS[0]!.title }),
    ).toBeInTheDocument();
    expect(within(promotions).getByText(PROMOTIONS[1]!.description)).toBeInTheDocument();
    const picture = promotions.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/uploads/promotions/mixes.card.webp');
    expect(picture.getAttribute('srcset')).toContain('/uploads/promotions/mixes.webp 1200w');

    const products = screen.getByRole('region', { name: TEXTS.promotions.discountedProducts });
    expect(await within(products).findByRole('heading', { name: 'Товар 5' })).toBeInTheDocument();
    // the promotions come first, the products after them
    expect(promotions.compareDocumentPosition(products) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.params('GET /products')[0]).toMatchObject({ category_id: 30 });
    expect(screen.queryByText(TEXTS.discounts.pricesIncludeDiscount)).not.toBeInTheDocument();
  });

  it("a discount category notes that the prices include the discount and lists the discount's products", async () => {
    renderSpecial('/catalog?category_id=31', page([discounted(8)]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Скидки на двери' })).toBeInTheDocument();
    expect(await screen.findByText(TEXTS.discounts.pricesIncludeDiscount)).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Товар 8' })).closest('article')!;
    expect(card).toHaveTextContent('−15%');
    expect(screen.queryByRole('region', { name: TEXTS.promotions.title })).not.toBeInTheDocument();
  });

  it('an empty discount category says so without the in-stock hint', async () => {
    renderSpecial('/catalog?category_id=31', page([], 0));
    expect(await screen.findByText(TEXTS.catalog.noProductsInCategory)).toBeInTheDocument();
    expect(screen.queryByText(TEXTS.catalog.noProductsInStock)).not.toBeInTheDocument();
  });

  it('an ordinary category shows neither the promotions nor the note', async () => {
    const api = renderSpecial('/catalog?category_id=1', page([product(1)]));
    await screen.findByRole('heading', { name: 'Товар 1' });
    expect(screen.queryByText(TEXTS.discounts.pricesIncludeDiscount)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TEXTS.promotions.title })).not.toBeInTheDocument();
    expect(api.params('GET /promotions')).toEqual([]);
  });
});

describe('catalog-query', () => {
  it('parses and builds addresses, leaving the defaults out', () => {
    const query = parseCatalogQuery(new URLSearchParams('category_id=5&page=0&sort=price_desc'));
    expect(query).toEqual({ categoryId: 5, page: 1, sort: 'price_desc', inStock: true });
    expect(catalogQueryHref(query)).toBe('/catalog?category_id=5&sort=price_desc');
    expect(catalogQueryHref({ ...query, page: 4, inStock: false })).toBe(
      '/catalog?category_id=5&page=4&sort=price_desc&inStock=false',
    );
  });

  it('keeps huge pages within what the server accepts', () => {
    expect(MAX_CATALOG_PAGE).toBe(41_667);
    expect(parsePage('99999999999', MAX_CATALOG_PAGE)).toBe(41_667);
    expect(parsePage('2.7', MAX_CATALOG_PAGE)).toBe(2);
    expect(parsePage(' 3 ', MAX_CATALOG_PAGE)).toBe(3);
  });

  it('ignores a category_id the server would refuse (not a row id), as one that is not a number', () => {
    for (const raw of ['3000000000', '2147483648', '0', '-4', '1.5', '12abc', '']) {
      expect(parseCatalogQuery(new URLSearchParams({ category_id: raw })).categoryId).toBeNull();
    }
    expect(parseCatalogQuery(new URLSearchParams('category_id=2147483647')).categoryId).toBe(2_147_483_647);
    expect(parseCatalogQuery(new URLSearchParams('category_id=+7+')).categoryId).toBe(7);
  });
});
