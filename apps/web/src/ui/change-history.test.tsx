import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@shop/shared/catalog/admin-schemas';
import { mockApiRoutes } from '../test/axios-adapter';
import { renderWithApp } from '../test/render-with-app';
import { adminToken } from '../test/tokens';
import { ChangeHistory, describeChanges } from './change-history';

const admin = { id: 1, email: 'admin@example.com' };

function entry(id: number, extra: Partial<HistoryEntry>): HistoryEntry {
  return { id, at: '2026-11-20T09:30:00.000Z', action: 'update', actor: admin, changes: {}, ...extra };
}

describe('ChangeHistory', () => {
  beforeEach(() => localStorage.setItem('token', adminToken()));

  it('asks for the history only when opened, then lists who, when and what changed', async () => {
    const longText = 'Очень длинное описание товара. '.repeat(10);
    const api = mockApiRoutes({
      'GET /history': {
        status: 200,
        data: [
          entry(3, {
            changes: { price: [100, 120], image: ['/uploads/products/a.webp', '/uploads/products/b.webp'] },
          }),
          entry(2, { action: 'update', changes: { description: ['', longText], published: [true, false] } }),
          entry(1, {
            action: 'create',
            actor: null,
            changes: { name: [null, 'Дверь'], article: [null, ''] },
          }),
        ],
      },
    });
    renderWithApp(<ChangeHistory entity="product" id={5} />);
    const toggle = screen.getByRole('button', { name: 'История изменений' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.params('GET /history')).toEqual([]);

    fireEvent.click(toggle);
    const list = (await screen.findAllByRole('list'))[0]!;
    expect(api.params('GET /history')).toEqual([{ entity: 'product', id: 5 }]);
    const [replaced, described, created] = Array.from(list.children) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];

    expect(replaced).toHaveTextContent('Изменено');
    expect(replaced).toHaveTextContent('admin@example.com');
    expect(replaced).toHaveTextContent('20.11.2026, 12:30');
    expect(replaced).toHaveTextContent('цена: 100 → 120');
    expect(replaced).toHaveTextContent('изображение: изображение заменено');
    expect(replaced).not.toHaveTextContent('b.webp');

    expect(described).toHaveTextContent('описание: — →');
    expect(described).toHaveTextContent('…');
    expect(described.textContent!.length).toBeLessThan(longText.length);
    expect(described).toHaveTextContent('на витрине: да → нет');

    expect(created).toHaveTextContent('Создано');
    expect(created).toHaveTextContent('Система');
    expect(created).toHaveTextContent('название: Дверь');
    // an empty value of a new record is not listed
    expect(created).not.toHaveTextContent('артикул');
  });

  it('says when there is no history, and offers a retry when it fails to load', async () => {
    mockApiRoutes({
      'GET /history': [
        { status: 403, data: {} },
        { status: 200, data: [] },
      ],
    });
    renderWithApp(<ChangeHistory entity="order" id={7} />);
    fireEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить историю изменений');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Изменений пока нет')).toBeInTheDocument();
  });
});

describe('describeChanges', () => {
  it('uses the caller’s format and names discount members and unknown fields', () => {
    const lines = describeChanges(
      entry(1, { changes: { status: ['NEW', 'READY'], 'product 12': [10, null], extra: [1, 2] } }),
      (field, value) => (field === 'status' ? `<${String(value)}>` : undefined),
    );
    expect(lines.map((line) => `${line.label}: ${line.text}`)).toEqual([
      'статус: <NEW> → <READY>',
      'скидка на товар № 12, %: 10 → —',
      'extra: 1 → 2',
    ]);
  });

  it('says a picture was added or removed', () => {
    const added = describeChanges(entry(1, { changes: { image: [null, '/a.webp'] } }));
    const removed = describeChanges(entry(2, { action: 'delete', changes: { image: ['/a.webp', null] } }));
    expect(added[0]!.text).toBe('изображение добавлено');
    expect(removed[0]!.text).toBe('изображение удалено');
  });
});
