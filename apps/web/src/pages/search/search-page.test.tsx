import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { mockApiRoutes } from '../../test/axios-adapter';
import type { Reply } from '../../test/axios-adapter';
import { makeProduct } from '../../test/products';
import { renderWithApp } from '../../test/render-with-app';
import { SearchPage } from './search-page';
import { parseSearchQuery, searchQueryHref } from './search-query';

const ROUTE = 'GET /products/search';
const answer = (products: Product[], total = products.length): Reply => ({
  status: 200,
  data: { products, total },
});
const products = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => makeProduct(from + index));

function renderSearch(path: string, reply: Reply | Reply[]) {
  const api = mockApiRoutes({ [ROUTE]: reply });
  renderWithApp(<SearchPage />, { path });
  return api;
}

const location = () => screen.getByTestId('location');
const sortSelect = () => screen.getByRole('combobox', { name: TEXTS.catalog.sortLabel });

describe('search URL rules', () => {
  it('reads q, page and sort; an unknown sort or page falls back to the default', () => {
    expect(parseSearchQuery(new URLSearchParams('q=+краска+&page=3&sort=price_desc'))).toEqual({
      q: 'краска',
      page: 3,
      sort: 'price_desc',
    });
    expect(parseSearchQuery(new URLSearchParams('q=x&page=-2&sort=cheap'))).toEqual({
      q: 'x',
      page: 1,
      sort: 'relevance',
    });
    expect(parseSearchQuery(new URLSearchParams('q=x&page=9999')).page).toBe(50);
  });

  it('leaves page 1 and relevance out of the address', () => {
    expect(searchQueryHref({ q: 'краска', page: 1, sort: 'relevance' })).toBe(
      '/search?q=%D0%BA%D1%80%D0%B0%D1%81%D0%BA%D0%B0',
    );
    expect(searchQueryHref({ q: 'a b', page: 2, sort: 'newest' })).toBe('/search?q=a+b&page=2&sort=newest');
  });
});

describe('SearchPage', () => {
  it('asks for page 1 by relevance (no sort sent) and shows the products and how many were found', async () => {
    const api = renderSearch('/search?q=ламинат', answer(products(1, 20), 63));

    expect(await screen.findByRole('heading', { name: 'Товар 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(20);
    expect(screen.getByText('Найдено: 63 товара')).toBeInTheDocument();
    expect(screen.getByText('«ламинат»')).toBeInTheDocument();
    expect(api.params(ROUTE)).toEqual([{ q: 'ламинат', limit: 20, offset: 0, inStock: 'true' }]);
    expect(sortSelect()).toHaveValue('relevance');
    expect(
      within(sortSelect())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['По релевантности', 'Сначала дешевле', 'Сначала дороже', 'Новинки']);
    // 4 pages: 1 2 3 4, next arrow to page 2
    expect(screen.getByRole('link', { name: 'Следующая страница' })).toHaveAttribute(
      'href',
      '/search?q=%D0%BB%D0%B0%D0%BC%D0%B8%D0%BD%D0%B0%D1%82&page=2',
    );
  });

  it('puts the sort in the address and starts again from page 1', async () => {
    const api = renderSearch('/search?q=ламинат&page=2', answer(products(21, 20), 63));
    await screen.findByRole('heading', { name: 'Товар 21' });
    expect(api.params(ROUTE)[0]).toEqual({ q: 'ламинат', limit: 20, offset: 20, inStock: 'true' });

    fireEvent.change(sortSelect(), { target: { value: 'price_asc' } });
    expect(location()).toHaveTextContent(
      '/search?q=%D0%BB%D0%B0%D0%BC%D0%B8%D0%BD%D0%B0%D1%82&sort=price_asc',
    );
    expect(await screen.findByRole('combobox', { name: TEXTS.catalog.sortLabel })).toHaveValue('price_asc');
    expect(api.params(ROUTE).at(-1)).toEqual({
      q: 'ламинат',
      limit: 20,
      offset: 0,
      sort: 'price_asc',
      inStock: 'true',
    });
  });

  it('shows the pages with an ellipsis', async () => {
    renderSearch('/search?q=дверь&page=5&sort=newest', answer(products(81, 20), 400));
    await screen.findByRole('heading', { name: 'Товар 81' });
    const pages = screen.getByRole('navigation', { name: 'Страницы' });
    expect(within(pages).getByText('5')).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getAllByText('…')).toHaveLength(2);
    expect(within(pages).getByRole('link', { name: 'Страница 20' })).toHaveAttribute(
      'href',
      '/search?q=%D0%B4%D0%B2%D0%B5%D1%80%D1%8C&page=20&sort=newest',
    );
  });

  it('says when the count is capped', async () => {
    renderSearch('/search?q=кра', answer(products(1, 20), 1000));
    expect(await screen.findByText('Найдено: 1000+ товаров')).toBeInTheDocument();
  });

  it('shows the empty message when nothing is found', async () => {
    renderSearch('/search?q=ъъъъъ', answer([], 0));
    expect(await screen.findByText(TEXTS.search.noResults)).toBeInTheDocument();
    expect(screen.getByText('Найдено: 0 товаров')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Страницы' })).not.toBeInTheDocument();
  });

  it("shows 'Ошибка поиска: {message}' and tries again on request", async () => {
    const api = renderSearch('/search?q=краска', [
      { status: 400, data: { error: 'Поисковый запрос длиннее 200 символов' } },
      answer([makeProduct(7)]),
    ]);
    expect(
      await screen.findByText('Ошибка поиска: Поисковый запрос длиннее 200 символов'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.common.retry }));
    expect(await screen.findByRole('heading', { name: 'Товар 7' })).toBeInTheDocument();
    expect(api.params(ROUTE)).toHaveLength(2);
  });

  it('goes to the last page when the address points past the end', async () => {
    renderSearch('/search?q=краска&page=9', [answer([], 45), answer(products(41, 5), 45)]);
    expect(await screen.findByRole('heading', { name: 'Товар 41' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/search?q=%D0%BA%D1%80%D0%B0%D1%81%D0%BA%D0%B0&page=3');
  });

  it('asks nothing without a query', () => {
    const api = renderSearch('/search?q=+', answer([]));
    expect(screen.getByText(TEXTS.search.prompt)).toBeInTheDocument();
    expect(api.params(ROUTE)).toEqual([]);
  });
});
