import { fireEvent, screen, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSocketEvents } from '../../../lib/socket';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { createdSockets } from '../../../test/fake-socket';
import { renderWithApp } from '../../../test/render-with-app';
import { userToken } from '../../../test/tokens';
import { UnratedProducts } from './unrated-products';

vi.mock('socket.io-client', async () => (await import('../../../test/fake-socket')).fakeSocketModule());

/** A listener that keeps the tab's connection open (on the profile, the order updates). */
function SocketProbe() {
  useSocketEvents({ enabled: true, events: {} });
  return null;
}

const unrated = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    product_id: index + 1,
    name: `Товар ${index + 1}`,
    image: null,
  }));

const list = () => screen.getByRole('list');
const names = () =>
  within(list())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('UnratedProducts', () => {
  beforeEach(() => localStorage.setItem('token', userToken()));

  it('shows 5 products per page with prev/next', async () => {
    mockApiRoutes({ 'GET /ratings/user': { status: 200, data: { ratings: [], unrated: unrated(7) } } });
    renderWithApp(<UnratedProducts />, { path: '/profile' });
    expect(await screen.findByText('Товар 1')).toBeInTheDocument();
    expect(names()).toEqual(['Товар 1', 'Товар 2', 'Товар 3', 'Товар 4', 'Товар 5']);
    expect(screen.getByText('Страница 1 из 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(names()).toEqual(['Товар 6', 'Товар 7']);
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeDisabled();
  });

  it("posts the tapped stars, says 'Оценка добавлена' and drops the product from the list", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => 'id');
    const api = mockApiRoutes({
      'GET /ratings/user': { status: 200, data: { ratings: [], unrated: unrated(2) } },
      'POST /ratings/2': { status: 200, data: { product_id: 2, averageRating: 4, voteCount: 3 } },
    });
    renderWithApp(<UnratedProducts />, { path: '/profile' });
    const stars = await screen.findByRole('group', { name: 'Оценка товара «Товар 2»' });
    fireEvent.click(within(stars).getByRole('button', { name: '4 звезды' }));
    await vi.waitFor(() => expect(screen.queryByText('Товар 2')).not.toBeInTheDocument());
    expect(api.bodies('POST /ratings/2')).toEqual([{ rating: 4 }]);
    expect(success).toHaveBeenCalledWith('Оценка добавлена');
    expect(screen.getByText('Товар 1')).toBeInTheDocument();
  });

  it("sends 'rating_added' with the product id on the tab's connected socket after a rating", async () => {
    createdSockets.length = 0;
    mockApiRoutes({
      'GET /ratings/user': { status: 200, data: { ratings: [], unrated: unrated(2) } },
      'POST /ratings/2': [
        { status: 400, data: { code: 'INVALID', error: 'Оценка должна быть от 1 до 5' } },
        { status: 200, data: { product_id: 2, averageRating: 4, voteCount: 3 } },
      ],
    });
    renderWithApp(
      <>
        <SocketProbe />
        <UnratedProducts />
      </>,
      { path: '/profile' },
    );
    await vi.waitFor(() => expect(createdSockets).toHaveLength(1));
    const { socket } = createdSockets[0]!;
    socket.fire('connect');
    const stars = await screen.findByRole('group', { name: 'Оценка товара «Товар 2»' });
    // a refused rating announces nothing
    fireEvent.click(within(stars).getByRole('button', { name: '4 звезды' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Оценка должна быть от 1 до 5');
    expect(socket.emitted).toEqual([]);
    fireEvent.click(within(stars).getByRole('button', { name: '4 звезды' }));
    await vi.waitFor(() => expect(screen.queryByText('Товар 2')).not.toBeInTheDocument());
    expect(socket.emitted).toEqual([['rating_added', { productId: 2 }]]);
  });

  it("shows the server's refusal, or 'Не удалось добавить оценку.', and keeps the product", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    mockApiRoutes({
      'GET /ratings/user': { status: 200, data: { ratings: [], unrated: unrated(1) } },
      'POST /ratings/1': [
        { status: 403, data: { code: 'NOT_PURCHASED', error: 'Вы можете оценить только купленные товары' } },
        { status: 400 },
      ],
    });
    renderWithApp(<UnratedProducts />, { path: '/profile' });
    const stars = await screen.findByRole('group', { name: 'Оценка товара «Товар 1»' });
    fireEvent.click(within(stars).getByRole('button', { name: '5 звёзд' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Вы можете оценить только купленные товары');
    expect(error).toHaveBeenCalledWith('Вы можете оценить только купленные товары');

    fireEvent.click(within(stars).getByRole('button', { name: '1 звезда' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Не удалось добавить оценку.'),
    );
    expect(screen.getByText('Товар 1')).toBeInTheDocument();
  });

  it('says when nothing is left to rate', async () => {
    const rated = { product_id: 1, rating: 5 };
    mockApiRoutes({ 'GET /ratings/user': { status: 200, data: { ratings: [rated], unrated: [] } } });
    renderWithApp(<UnratedProducts />, { path: '/profile' });
    expect(await screen.findByText('Все купленные товары оценены.')).toBeInTheDocument();
  });

  it('says where purchases will appear while nothing was bought or rated', async () => {
    mockApiRoutes({ 'GET /ratings/user': { status: 200, data: { ratings: [], unrated: [] } } });
    renderWithApp(<UnratedProducts />, { path: '/profile' });
    expect(
      await screen.findByText('Здесь появятся купленные товары, которые можно оценить.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Все купленные товары оценены.')).toBeNull();
  });
});
