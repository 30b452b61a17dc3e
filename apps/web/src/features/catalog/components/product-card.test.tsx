import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { makeProduct } from '../../../test/products';
import { renderWithApp } from '../../../test/render-with-app';
import { adminToken, userToken } from '../../../test/tokens';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it("shows the price per unit: 'за м²', 'за мешок', and no unit when the product has none", () => {
    const { unmount } = renderWithApp(
      <ProductCard product={makeProduct(4, { price: 1234, discounted_price: 1234, unit_name: 'м²' })} />,
    );
    const price = screen.getByText('1 234,00 ₽');
    expect(price.parentElement).toHaveTextContent(/^1\s234,00\s₽за\sм²$/);
    unmount();

    const bag = makeProduct(5, {
      price: 520,
      discount: 10,
      effective_discount: 10,
      discounted_price: 468,
      unit_name: 'мешок',
    });
    const second = renderWithApp(<ProductCard product={bag} />);
    // the unit sits by the price to pay, before the struck-out original
    const card = screen.getByRole('article');
    expect(within(card).getByText('за мешок').previousElementSibling).toHaveTextContent('468,00 ₽');
    expect(within(card).getByLabelText(/Цена без скидки/)).toHaveTextContent('520,00 ₽');
    second.unmount();

    renderWithApp(<ProductCard product={makeProduct(6, { unit_name: null })} />);
    expect(within(screen.getByRole('article')).queryByText(/^за\s/)).not.toBeInTheDocument();
  });

  it("shows no 'Редактировать' to a guest or a customer", () => {
    const { unmount } = renderWithApp(<ProductCard product={makeProduct(3)} />);
    expect(screen.getByRole('link', { name: 'Товар 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
    unmount();

    localStorage.setItem('token', userToken());
    renderWithApp(<ProductCard product={makeProduct(3)} />);
    expect(screen.queryByRole('button', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it("gives an admin 'Редактировать', which opens the product form and leaves the card's link alone", async () => {
    localStorage.setItem('token', adminToken());
    mockApiRoutes({ 'GET /categories': { status: 200, data: [] } });
    renderWithApp(<ProductCard product={makeProduct(3)} />, { path: '/catalog' });
    const card = screen.getByRole('article');
    const edit = within(card).getByRole('button', { name: 'Редактировать' });
    // outside the links: pressing it does not open the product page
    expect(edit.closest('a')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Товар 3' })).toHaveAttribute('href', '/product/3');

    fireEvent.click(edit);
    const dialog = await screen.findByRole('dialog', { name: 'Редактирование товара' });
    expect(await within(dialog).findByLabelText('Название товара')).toHaveValue('Товар 3');
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog');
  });
});
