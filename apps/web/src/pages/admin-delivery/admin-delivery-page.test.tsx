import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryZone } from '@shop/shared/delivery/schemas';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { adminToken } from '../../test/tokens';
import { AdminDeliveryPage } from './admin-delivery-page';

const HAVA: DeliveryZone = {
  id: 1,
  name: 'с. Верхняя Хава',
  price: 300,
  free_from: 5000,
  min_order: null,
  lead_time: 'завтра',
  active: true,
};
const RAMON: DeliveryZone = {
  id: 2,
  name: 'Рамонский район',
  price: 850.5,
  free_from: null,
  min_order: 3000,
  lead_time: '2–3 дня',
  active: false,
};

const table = () => screen.getByRole('table', { name: 'Все зоны доставки' });
const row = (name: string) => within(table()).getByText(name).closest('tr')!;
const render = () => renderWithApp(<AdminDeliveryPage />, { path: '/admin/delivery' });

describe('AdminDeliveryPage', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('explains where customers see the zones and lists every zone with its terms', async () => {
    mockApiRoutes({ 'GET /delivery/zones/all': { status: 200, data: [HAVA, RAMON] } });
    render();
    await screen.findByRole('table', { name: 'Все зоны доставки' });
    expect(screen.getByRole('heading', { level: 1, name: 'Доставка' })).toBeInTheDocument();
    expect(screen.getByText(/на странице товара, в корзине, при оформлении заказа/)).toBeInTheDocument();
    const hava = row('с. Верхняя Хава');
    expect(hava).toHaveTextContent(/300,00\s₽/);
    expect(hava).toHaveTextContent(/5\s000,00\s₽/);
    expect(hava).toHaveTextContent('завтра');
    expect(hava).toHaveTextContent('Действует');
    const ramon = row('Рамонский район');
    expect(ramon).toHaveTextContent(/850,50\s₽/);
    expect(ramon).toHaveTextContent(/3\s000,00\s₽/);
    expect(ramon).toHaveTextContent('2–3 дня');
    expect(ramon).toHaveTextContent('Отключена');
    expect(within(hava).getByRole('button', { name: 'Редактировать зону «с. Верхняя Хава»' })).toBeEnabled();
    expect(within(hava).getByRole('button', { name: 'Удалить зону «с. Верхняя Хава»' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Новая зона доставки' })).toBeInTheDocument();
  });

  it('says so when there are no zones yet, and a failed load offers a retry', async () => {
    mockApiRoutes({ 'GET /delivery/zones/all': [{ status: 404 }, { status: 200, data: [] }] });
    render();
    expect(await screen.findByText('Не удалось загрузить зоны доставки')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Зон доставки пока нет. Добавьте первую в форме.')).toBeInTheDocument();
  });

  it('adds a zone: sends the amounts as numbers, toasts and reloads the list and the storefront zones', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /delivery/zones/all': [
        { status: 200, data: [] },
        { status: 200, data: [HAVA] },
      ],
      'POST /delivery/zones': { status: 201, data: HAVA },
    });
    const { queryClient } = render();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await screen.findByText('Зон доставки пока нет. Добавьте первую в форме.');

    fireEvent.change(screen.getByLabelText('Населённый пункт или район'), {
      target: { value: ' с. Верхняя Хава ' },
    });
    fireEvent.change(screen.getByLabelText('Стоимость доставки, ₽'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText(/Бесплатная доставка от/), { target: { value: '5 000,00' } });
    fireEvent.change(screen.getByLabelText('Срок доставки'), { target: { value: 'завтра' } });
    expect(screen.getByLabelText('Показывать покупателям')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить зону' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Зона доставки добавлена'));
    expect(api.bodies('POST /delivery/zones')).toEqual([
      {
        name: 'с. Верхняя Хава',
        price: 300,
        free_from: 5000,
        min_order: null,
        lead_time: 'завтра',
        active: true,
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['delivery'] });
    expect(await within(table()).findByText('с. Верхняя Хава')).toBeInTheDocument();
    expect(screen.getByLabelText('Населённый пункт или район')).toHaveValue('');
  });

  it('checks the form before sending: a missing name, price and lead time are named in Russian', async () => {
    const api = mockApiRoutes({ 'GET /delivery/zones/all': { status: 200, data: [] } });
    render();
    await screen.findByText('Зон доставки пока нет. Добавьте первую в форме.');
    fireEvent.change(screen.getByLabelText('Стоимость доставки, ₽'), { target: { value: 'триста' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить зону' }));
    expect(await screen.findByText('Укажите населённый пункт или район')).toBeInTheDocument();
    expect(screen.getByText('Сумма должна быть числом от 0 до 1 000 000 ₽')).toBeInTheDocument();
    expect(screen.getByText('Укажите срок доставки, например «завтра» или «2–3 дня»')).toBeInTheDocument();
    expect(screen.getByLabelText('Стоимость доставки, ₽')).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies('POST /delivery/zones')).toEqual([]);
  });

  it("shows the server's field errors under their fields", async () => {
    const api = mockApiRoutes({
      'GET /delivery/zones/all': { status: 200, data: [HAVA] },
      'POST /delivery/zones': {
        status: 409,
        data: {
          error: 'Зона доставки «с. Верхняя Хава» уже есть',
          code: 'CONFLICT',
          fields: { name: 'Зона доставки «с. Верхняя Хава» уже есть' },
        },
      },
    });
    render();
    await screen.findByRole('table', { name: 'Все зоны доставки' });
    fireEvent.change(screen.getByLabelText('Населённый пункт или район'), {
      target: { value: 'с. Верхняя Хава' },
    });
    fireEvent.change(screen.getByLabelText('Стоимость доставки, ₽'), { target: { value: '250' } });
    fireEvent.change(screen.getByLabelText('Срок доставки'), { target: { value: 'завтра' } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить зону' }));
    const name = screen.getByLabelText('Населённый пункт или район');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Зона доставки «с. Верхняя Хава» уже есть');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.bodies('POST /delivery/zones')).toHaveLength(1);
  });

  it("'Редактировать' fills the form; saving sends PUT with the changes and the zone's history shows", async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /delivery/zones/all': { status: 200, data: [HAVA, RAMON] },
      'PUT /delivery/zones/2': { status: 200, data: { ...RAMON, active: true } },
      'GET /history': { status: 200, data: [] },
    });
    render();
    await screen.findByRole('table', { name: 'Все зоны доставки' });
    fireEvent.click(screen.getByRole('button', { name: 'Редактировать зону «Рамонский район»' }));
    expect(screen.getByRole('heading', { name: 'Редактирование зоны доставки' })).toBeInTheDocument();
    expect(screen.getByLabelText('Населённый пункт или район')).toHaveValue('Рамонский район');
    expect(screen.getByLabelText('Стоимость доставки, ₽')).toHaveValue('850,5');
    expect(screen.getByLabelText(/Бесплатная доставка от/)).toHaveValue('');
    expect(screen.getByLabelText(/Минимальный заказ/)).toHaveValue('3000');
    expect(screen.getByLabelText('Показывать покупателям')).not.toBeChecked();
    expect(row('Рамонский район')).toHaveTextContent('Редактируется');

    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    await waitFor(() => expect(api.params('GET /history')).toEqual([{ entity: 'delivery_zone', id: 2 }]));

    fireEvent.click(screen.getByLabelText('Показывать покупателям'));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Зона доставки сохранена'));
    expect(api.bodies('PUT /delivery/zones/2')).toEqual([
      {
        name: 'Рамонский район',
        price: 850.5,
        free_from: null,
        min_order: 3000,
        lead_time: '2–3 дня',
        active: true,
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Новая зона доставки' })).toBeInTheDocument();
  });

  it('asks before deleting: cancel sends nothing, confirming deletes, toasts and reloads', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'GET /delivery/zones/all': [
        { status: 200, data: [HAVA, RAMON] },
        { status: 200, data: [RAMON] },
      ],
      'DELETE /delivery/zones/1': { status: 200, data: { message: 'Зона доставки удалена' } },
    });
    render();
    await screen.findByRole('table', { name: 'Все зоны доставки' });

    fireEvent.click(screen.getByRole('button', { name: 'Удалить зону «с. Верхняя Хава»' }));
    let dialog = screen.getByRole('dialog', { name: 'Удаление зоны доставки' });
    expect(dialog).toHaveTextContent('Удалить эту зону доставки?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(api.bodies('DELETE /delivery/zones/1')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Удалить зону «с. Верхняя Хава»' }));
    dialog = screen.getByRole('dialog', { name: 'Удаление зоны доставки' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Зона доставки удалена'));
    await waitFor(() => expect(within(table()).queryByText('с. Верхняя Хава')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a failed delete shows the reason', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApiRoutes({
      'GET /delivery/zones/all': { status: 200, data: [HAVA] },
      'DELETE /delivery/zones/1': {
        status: 404,
        data: { error: 'Зона доставки не найдена', code: 'NOT_FOUND' },
      },
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить зону «с. Верхняя Хава»' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Зона доставки не найдена'));
  });
});
