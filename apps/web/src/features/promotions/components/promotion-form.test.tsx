import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Promotion } from '@shop/shared/promotions/schemas';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { renderWithApp } from '../../../test/render-with-app';
import { adminToken } from '../../../test/tokens';
import { PromotionForm } from './promotion-form';

const DELIVERY: Promotion = {
  id: 3,
  title: 'Бесплатная доставка',
  description: 'При заказе от 15 000 ₽',
  image: '/uploads/promotions/delivery.webp',
};

const picture = () => new File(['webp'], 'sale.webp', { type: 'image/webp' });
const fill = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PromotionForm', () => {
  beforeEach(() => {
    localStorage.setItem('token', adminToken());
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('a new promotion needs a title, a description and a picture: all three are named, nothing is sent', async () => {
    const api = mockApiRoutes({ 'POST /promotions': { status: 201, data: DELIVERY } });
    renderWithApp(<PromotionForm onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Добавить акцию' }));
    expect(await screen.findByText('Название обязательно')).toBeInTheDocument();
    expect(screen.getByText('Описание обязательно')).toBeInTheDocument();
    expect(screen.getByText('Изображение обязательно для новой акции')).toBeInTheDocument();
    expect(screen.getByLabelText(/Изображение/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.bodies('POST /promotions')).toEqual([]);
  });

  it('creates a promotion as multipart with its picture and toasts', async () => {
    const success = vi.spyOn(toast, 'success');
    const onSaved = vi.fn();
    const api = mockApiRoutes({ 'POST /promotions': { status: 201, data: DELIVERY } });
    renderWithApp(<PromotionForm onSaved={onSaved} />);
    fill('Название', 'Бесплатная доставка');
    fill('Описание акции', 'При заказе от 15 000 ₽');
    const file = picture();
    fireEvent.change(screen.getByLabelText(/Изображение/), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить акцию' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Акция создана'));
    const [body] = api.bodies('POST /promotions') as FormData[];
    expect(body!.get('title')).toBe('Бесплатная доставка');
    expect(body!.get('description')).toBe('При заказе от 15 000 ₽');
    expect(body!.get('image')).toBe(file);
    expect(onSaved).toHaveBeenCalledWith(DELIVERY);
  });

  it('an edit keeps the stored picture: no image is required or sent', async () => {
    const success = vi.spyOn(toast, 'success');
    const api = mockApiRoutes({
      'PUT /promotions/3': { status: 200, data: { ...DELIVERY, title: 'Доставка бесплатно' } },
    });
    renderWithApp(<PromotionForm promotion={DELIVERY} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByLabelText('Описание акции')).toHaveValue('При заказе от 15 000 ₽');
    expect(
      document.querySelector('img[src$="delivery.webp"], img[src$="delivery.card.webp"]'),
    ).not.toBeNull();
    fill('Название', 'Доставка бесплатно');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Акция обновлена'));
    const [body] = api.bodies('PUT /promotions/3') as FormData[];
    expect(body!.get('title')).toBe('Доставка бесплатно');
    expect(body!.has('image')).toBe(false);
  });

  it("an edit still needs a title and shows a busy 'Сохранение...' while saving", async () => {
    mockApiRoutes({ 'PUT /promotions/3': { status: 200, data: DELIVERY } });
    renderWithApp(<PromotionForm promotion={DELIVERY} onSaved={vi.fn()} />);
    fill('Название', ' ');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Название обязательно')).toBeInTheDocument();
    expect(screen.queryByText('Изображение обязательно для новой акции')).not.toBeInTheDocument();

    fill('Название', 'Доставка');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(screen.getByRole('button', { name: 'Сохранение...' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
  });

  it("shows the server's refusal of the picture on the image field", async () => {
    const wrongType = 'Поддерживаются изображения JPEG, PNG, WebP или AVIF';
    mockApiRoutes({
      'POST /promotions': {
        status: 415,
        data: { error: wrongType, code: 'UNSUPPORTED_MEDIA_TYPE', fields: { image: wrongType } },
      },
    });
    const onSaved = vi.fn();
    renderWithApp(<PromotionForm onSaved={onSaved} />);
    fill('Название', 'Скидки');
    fill('Описание акции', 'Каждый день');
    fireEvent.change(screen.getByLabelText(/Изображение/), { target: { files: [picture()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Добавить акцию' }));
    expect(await screen.findByText(wrongType)).toBeInTheDocument();
    expect(screen.getByLabelText(/Изображение/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('refuses a picture over 10 MB before sending it', () => {
    renderWithApp(<PromotionForm onSaved={vi.fn()} />);
    const huge = picture();
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.change(screen.getByLabelText(/Изображение/), { target: { files: [huge] } });
    expect(
      screen.getByText('Изображение больше 10 МБ. Уменьшите его и попробуйте снова'),
    ).toBeInTheDocument();
  });
});
