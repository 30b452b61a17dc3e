import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopUpdate } from '@shop/shared/shop/settings';
import { mockApiRoutes } from '../../test/axios-adapter';
import { renderWithApp } from '../../test/render-with-app';
import { testShop } from '../../test/shop';
import { adminToken } from '../../test/tokens';
import { AdminSettingsPage } from './admin-settings-page';

const NEW_PHONE = '+7 (473) 555-12-34';

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('AdminSettingsPage', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('shows the saved settings in their sections', () => {
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Настройки магазина' })).toBeInTheDocument();
    for (const section of ['Магазин и реквизиты', 'Адреса и контакты', 'Часы работы', 'Карта', 'Тексты']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(field('Название магазина')).toHaveValue('СтройДвор');
    expect(field('ИНН')).toHaveValue('3604012340');
    expect(field('Телефон 1')).toHaveValue('+7 (473) 432-15-27');
    expect(field('Часовой пояс')).toHaveValue('Europe/Moscow');
    expect(field('Сб: открытие')).toHaveValue('10:00');
    expect(field('Сб: закрытие')).toHaveValue('16:00');
    expect(screen.getByRole('checkbox', { name: 'Сб: Выходной' })).not.toBeChecked();
    expect(field('Широта')).toHaveValue('51.8478');
    expect(screen.getByText('Особых дней нет.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'История изменений' })).toBeInTheDocument();
  });

  it('refuses a wrong ИНН in the browser: the message under the field, the field focused, nothing sent', async () => {
    const api = mockApiRoutes({ 'PUT /shop': { status: 200, data: testShop() } });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.change(field('ИНН'), { target: { value: '3604012341' } });
    save();
    const inn = field('ИНН');
    await waitFor(() => expect(inn).toHaveFocus());
    expect(inn).toHaveAttribute('aria-invalid', 'true');
    expect(inn).toHaveAccessibleDescription(/^Неверный ИНН/);
    expect(api.bodies('PUT /shop')).toEqual([]);
  });

  it('sends the changed phone and Saturday with PUT /shop, toasts and shows what the server stored', async () => {
    const success = vi.spyOn(toast, 'success');
    const stored = testShop({ phones: [NEW_PHONE], updatedAt: '2026-11-27T12:00:00.000Z' });
    const api = mockApiRoutes({ 'PUT /shop': { status: 200, data: stored } });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.change(field('Телефон 1'), { target: { value: NEW_PHONE } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Вс: Выходной' }));
    expect(field('Вс: открытие')).toBeDisabled();
    save();
    await waitFor(() => expect(success).toHaveBeenCalledWith('Настройки магазина сохранены'));
    const [body] = api.bodies('PUT /shop') as ShopUpdate[];
    expect(body?.phones).toEqual([NEW_PHONE]);
    expect(body?.hours[5]).toEqual({ open: '10:00', close: '16:00' });
    expect(body?.hours[6]).toBeNull();
    expect(body?.inn).toBe('3604012340');
    expect(field('Телефон 1')).toHaveValue(NEW_PHONE);
  });

  it("puts a 400's field messages under their inputs", async () => {
    const api = mockApiRoutes({
      'PUT /shop': {
        status: 400,
        data: {
          error: 'Проверьте правильность введённых данных',
          code: 'VALIDATION_FAILED',
          fields: { 'phones.1': 'Этот номер уже указан', 'hours.5.close': 'Слишком поздно' },
        },
      },
    });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить телефон' }));
    fireEvent.change(field('Телефон 2'), { target: { value: '+7 (473) 432-15-28' } });
    save();
    const second = field('Телефон 2');
    await waitFor(() => expect(second).toHaveFocus());
    expect(second).toHaveAccessibleDescription('Этот номер уже указан');
    expect(field('Сб: закрытие')).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByTestId('day-5')).getByText('Слишком поздно')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect((api.bodies('PUT /shop')[0] as ShopUpdate).phones).toEqual([
      '+7 (473) 432-15-27',
      '+7 (473) 432-15-28',
    ]);
  });

  it('adds a closed day and refuses one that ends before it starts', async () => {
    const api = mockApiRoutes({ 'PUT /shop': { status: 200, data: testShop() } });
    renderWithApp(<AdminSettingsPage />, { path: '/admin/settings' });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить особый день' }));
    const row = screen.getByTestId('exception-0');
    fireEvent.change(within(row).getByLabelText('С даты'), { target: { value: '2027-01-08' } });
    fireEvent.change(within(row).getByLabelText('По дату'), { target: { value: '2027-01-01' } });
    save();
    const to = within(row).getByLabelText('По дату');
    await waitFor(() => expect(to).toHaveFocus());
    expect(to).toHaveAccessibleDescription('Дата окончания раньше даты начала');
    expect(api.bodies('PUT /shop')).toEqual([]);
  });
});
