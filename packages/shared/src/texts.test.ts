import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts.js';
import { IMPORT_TEXTS } from './import/texts.js';

type Entry = { key: string; value: unknown };

function entries(node: object, prefix = 'TEXTS'): Entry[] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entries(value, `${prefix}.${key}`)
      : [{ key: `${prefix}.${key}`, value }],
  );
}

const all = entries(TEXTS);
const strings = all.filter(
  (entry): entry is { key: string; value: string } => typeof entry.value === 'string',
);

describe('TEXTS', () => {
  it('holds only strings and template functions', () => {
    const others = all.filter(
      (entry) => typeof entry.value !== 'string' && typeof entry.value !== 'function',
    );
    expect(others).toEqual([]);
    expect(strings.length).toBeGreaterThan(100);
  });

  it('has no empty or padded text', () => {
    const bad = strings.filter(({ value }) => value.trim() === '' || value.trim() !== value);
    expect(bad).toEqual([]);
  });

  it('is Russian: every text has Cyrillic letters', () => {
    const bad = strings.filter(({ value }) => !/[А-Яа-яЁё]/.test(value));
    expect(bad).toEqual([]);
  });

  it('names each text once', () => {
    const seen = new Map<string, string>();
    const duplicates = strings.filter(({ key, value }) => {
      const first = seen.get(value);
      seen.set(value, first ?? key);
      return first !== undefined;
    });
    expect(duplicates).toEqual([]);
  });

  it('keeps the spec wording of key messages', () => {
    expect(TEXTS.auth.loginSuccess).toBe('Успешный вход в систему');
    expect(TEXTS.cart.addFailed).toBe('Не удалось добавить товар в корзину');
    expect(TEXTS.catalog.categoryNotFound).toBe(
      'Категория не найдена. Пожалуйста, выберите другую категорию.',
    );
    expect(TEXTS.catalog.noProductsInStock).toBe(
      "Товары отсутствуют. Попробуйте снять фильтр 'В наличии' или выберите другую категорию.",
    );
    expect(TEXTS.notFound.title).toBe('404 - Страница не найдена');
    expect(TEXTS.checkout.orderPlaced).toBe('Заказ успешно оформлен! Наш менеджер скоро с вами свяжется.');
    expect(TEXTS.validation.fileTooLarge).toBe('Файл слишком большой. Максимальный размер: 5 ГБ');
  });
});

describe('template texts', () => {
  it('fills in the spec templates', () => {
    expect(TEXTS.profile.updateFailed('Email уже занят')).toBe('Ошибка обновления профиля: Email уже занят');
    expect(TEXTS.search.failed('timeout')).toBe('Ошибка поиска: timeout');
    expect(IMPORT_TEXTS.imageUpload.failed('битый архив')).toBe('Ошибка загрузки: битый архив');
    expect(TEXTS.realtime.websocketError('xhr poll error')).toBe('Ошибка WebSocket: xhr poll error');
  });

  it('fills in counts', () => {
    expect(IMPORT_TEXTS.panel.done(120, 3)).toBe(
      'Импорт завершён. Обработано записей: 120, создано категорий: 3',
    );
    expect(IMPORT_TEXTS.panel.pricesDone(7)).toBe('Цены и остатки обновлены. Обновлено товаров: 7');
    expect(IMPORT_TEXTS.imageUpload.done(42)).toBe('Импорт изображений завершён. Обработано файлов: 42');
    expect(TEXTS.adminOrders.pieces(2)).toBe('2 шт.');
  });

  it('names each sheet of a price list that gave no goods, grouped by why', () => {
    const { noGoods, losses } = IMPORT_TEXTS.spreadsheet;
    const sheets = [
      { name: 'Меню', reason: 'оглавление' },
      { name: 'А', reason: 'пустой' },
      { name: 'Б', reason: 'пустой' },
    ];
    expect(noGoods('прайс.xls', sheets)).toBe(
      'В файле «прайс.xls» не найдено ни одного товара: лист «Меню» — оглавление; листы «А», «Б» — пустой. Нужна строка заголовков с колонкой «Наименование» и строки товаров под ней; образец можно скачать в админ-панели.',
    );
    expect(losses.noStockColumn(['А', 'Б'])).toContain('на листах «А», «Б»: остатки не загружены');
    expect(losses.createdWithoutPrice(1)).toMatch(/^1 товар создан без цены/);
    expect(losses.createdWithoutPrice(5)).toMatch(/^5 товаров создано без цены/);
  });

  it('declines "символ" after "не более / не менее"', () => {
    expect(TEXTS.validation.tooLong(255)).toBe('Не более 255 символов');
    expect(TEXTS.validation.tooLong(21)).toBe('Не более 21 символа');
    expect(TEXTS.validation.tooLong(11)).toBe('Не более 11 символов');
    expect(TEXTS.validation.tooLong(111)).toBe('Не более 111 символов');
    expect(TEXTS.validation.passwordTooShort(8)).toBe('Пароль должен содержать не менее 8 символов');
    expect(TEXTS.validation.passwordTooShort(1)).toBe('Пароль должен содержать не менее 1 символа');
  });
});
