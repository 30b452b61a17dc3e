import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Product } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { apiClient } from '../../../lib/api-client';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render-with-app';
import { SearchBox } from './search-box';

const ROUTE = 'GET /products/search';
const found = (products: Product[], total = products.length) => ({ status: 200, data: { products, total } });
const PRODUCTS = [
  makeProduct(5, { name: 'Гипсокартон Волма ГКЛ', price: 552, discounted_price: 552 }),
  makeProduct(61, {
    name: 'Гипсокартон Knauf ГКЛ',
    price: 400,
    discounted_price: 360,
    effective_discount: 10,
  }),
];

const input = () => screen.getByRole('searchbox', { name: TEXTS.search.label });
const location = () => screen.getByTestId('location');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
/** longer than the 250 ms debounce */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 400)));

/** Answers every search with the promise `answer` returns and keeps each request for inspection. */
function controlledSearch(answer: (q: string) => Promise<unknown>) {
  const requests: InternalAxiosRequestConfig[] = [];
  const previous = apiClient.defaults.adapter;
  apiClient.defaults.adapter = async (config) => {
    requests.push(config);
    const data = await answer(String(config.params?.q));
    return { data, status: 200, statusText: 'OK', headers: {}, config } as AxiosResponse;
  };
  onTestFinished(() => {
    apiClient.defaults.adapter = previous;
  });
  return requests;
}

describe('SearchBox suggestions', () => {
  it('asks nothing while the trimmed text has fewer than 3 characters', async () => {
    const api = mockApiRoutes({ [ROUTE]: found(PRODUCTS) });
    renderWithApp(<SearchBox />);
    input().focus();
    type('  ги  ');
    await pause();
    expect(api.params(ROUTE)).toEqual([]);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXTS.search.searching)).not.toBeInTheDocument();
  });

  it('shows up to 10 in-stock matches with name and price, each linking to its product', async () => {
    const api = mockApiRoutes({ [ROUTE]: found(PRODUCTS, 196) });
    renderWithApp(<SearchBox />);
    input().focus();
    type(' гипсакартон ');

    const list = await screen.findByRole('listbox', { name: TEXTS.search.suggestions });
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Гипсокартон Волма ГКЛ');
    expect(options[0]).toHaveTextContent('552,00 ₽');
    expect(options[0]).toHaveAttribute('href', '/product/5');
    // the price to pay, after the discount
    expect(options[1]).toHaveTextContent('360,00 ₽');
    expect(screen.getByRole('link', { name: `${TEXTS.search.showAll} (196)` })).toHaveAttribute(
      'href',
      '/search?q=%D0%B3%D0%B8%D0%BF%D1%81%D0%B0%D0%BA%D0%B0%D1%80%D1%82%D0%BE%D0%BD',
    );
    // one request for the settled text, relevance (no sort) and in stock only
    expect(api.params(ROUTE)).toEqual([{ q: 'гипсакартон', limit: 10, offset: 0, inStock: 'true' }]);
  });

  it("says 'Товары не найдены' when nothing matches", async () => {
    mockApiRoutes({ [ROUTE]: found([]) });
    renderWithApp(<SearchBox />);
    input().focus();
    type('ыыыыы');
    expect(await screen.findByText(TEXTS.search.noSuggestions)).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it("says 'Поиск...' while loading and cancels the request of text that changed meanwhile", async () => {
    const pending: Array<(value: unknown) => void> = [];
    const requests = controlledSearch(() => new Promise((resolve) => pending.push(resolve)));
    renderWithApp(<SearchBox />);
    input().focus();
    type('гипс');
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.search.searching);
    await waitFor(() => expect(requests).toHaveLength(1));

    type('гипсокартон');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests[1]?.signal?.aborted).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.search.searching);

    act(() => pending[1]?.({ products: PRODUCTS, total: 2 }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
  });

  it('shows the search error with the server message', async () => {
    mockApiRoutes({ [ROUTE]: { status: 400, data: { error: 'Поисковый запрос слишком длинный' } } });
    renderWithApp(<SearchBox />);
    input().focus();
    type('гипс');
    expect(
      await screen.findByText(TEXTS.search.failed('Поисковый запрос слишком длинный')),
    ).toBeInTheDocument();
  });
});

describe('SearchBox keyboard and closing', () => {
  async function openSuggestions() {
    mockApiRoutes({ [ROUTE]: found(PRODUCTS) });
    renderWithApp(<SearchBox />);
    input().focus();
    type('гипс');
    await screen.findByRole('listbox');
  }

  it('moves the highlight with the arrows and opens the highlighted product on Enter', async () => {
    await openSuggestions();
    const options = screen.getAllByRole('option');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'ArrowDown' }); // past the end: back to the text field
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    fireEvent.keyDown(input(), { key: 'ArrowUp' }); // and from the field up to the last one
    expect(options[1]).toHaveAttribute('aria-selected', 'true');

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(location()).toHaveTextContent('/product/61');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Enter without a highlight submits to /search?q={text}', async () => {
    await openSuggestions();
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toHaveTextContent('/search?q=%D0%B3%D0%B8%D0%BF%D1%81');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Esc closes the suggestions and keeps the text; the arrow opens them again', async () => {
    await openSuggestions();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input()).toHaveValue('гипс');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });

  it('closes when the focus goes elsewhere', async () => {
    await openSuggestions();
    fireEvent.blur(input(), { relatedTarget: document.body });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('clicking a suggestion opens its product and closes the list', async () => {
    await openSuggestions();
    fireEvent.click(screen.getAllByRole('option')[0]!);
    expect(location()).toHaveTextContent('/product/5');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('does not submit an empty text', () => {
    renderWithApp(<SearchBox />, { path: '/catalog' });
    type('   ');
    fireEvent.submit(screen.getByRole('search'));
    expect(location()).toHaveTextContent('/catalog');
  });
});
