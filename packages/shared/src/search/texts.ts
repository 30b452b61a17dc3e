/**
 * Product search: the header box, its suggestions and the results page. Strings are the spec's wording
 * verbatim; entries under a "wording not given by the spec" comment are ours.
 */
import { pluralRu } from '../common/plural.js';

export const SEARCH_TEXTS = {
  searching: 'Поиск...',
  noSuggestions: 'Товары не найдены',
  noResults: 'По вашему запросу ничего не найдено. Попробуйте изменить поисковый запрос.',
  failed: (message: string) => `Ошибка поиска: ${message}`,
  /** the search-only sorts; price_asc and price_desc read as in the catalogue (TEXTS.catalog.sorts) */
  sorts: {
    relevance: 'По релевантности',
    newest: 'Новинки',
  },
  /** 'Найдено: 21 товар', 'Найдено: 3 товара', 'Найдено: 1000+ товаров' (the count is capped). */
  found: (count: number, capped = false) =>
    `Найдено: ${count}${capped ? '+' : ''} ${capped ? 'товаров' : pluralRu(count, 'товар', 'товара', 'товаров')}`,
  // wording not given by the spec
  label: 'Поиск товаров',
  suggestions: 'Подсказки поиска',
  submit: 'Найти',
  title: 'Результаты поиска',
  prompt: 'Введите название или артикул товара в строке поиска.',
  showAll: 'Показать все результаты',
  noConnection: 'нет связи с сервером. Проверьте подключение к интернету',
  queryRequired: 'Введите поисковый запрос',
  queryTooLong: (max: number) => `Поисковый запрос длиннее ${max} символов`,
  documentTitle: (query: string) => `Поиск: ${query}`,
  /** followed by the query in quotes */
  forQuery: 'По запросу',
} as const;
