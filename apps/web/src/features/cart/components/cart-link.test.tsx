import { screen } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { CartLink } from './cart-link';

describe('CartLink', () => {
  it('asks for no cart for a guest and shows no badge', () => {
    const get = vi.spyOn(apiClient, 'get');
    renderWithApp(<CartLink />);
    expect(screen.getByRole('link', { name: 'Корзина' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
  });

  it("shows the total quantity of the signed-in user's cart", async () => {
    localStorage.setItem('token', userToken());
    const get = vi
      .spyOn(apiClient, 'get')
      .mockResolvedValue({ data: { CartItems: [{ quantity: 2 }, { quantity: '3' }] } } as AxiosResponse);
    renderWithApp(<CartLink />);
    expect(await screen.findByTestId('cart-badge')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Корзина, товаров: 5' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/cart', expect.anything());
  });

  it('hides the badge for an empty cart', async () => {
    localStorage.setItem('token', userToken());
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: { CartItems: [] } } as AxiosResponse);
    renderWithApp(<CartLink />);
    await vi.waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});
