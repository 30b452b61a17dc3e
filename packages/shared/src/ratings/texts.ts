/**
 * Product ratings: the stars, the rating form and the server's answers. Strings are the spec's wording
 * verbatim; entries under a "wording not given by the spec" comment are ours.
 */
import { pluralRu } from '../common/plural.js';

export const RATING_TEXTS = {
  loginToRate: 'Войдите, чтобы оценить товар',
  loadFailed: 'Ошибка при загрузке рейтингов',
  scoreAdded: 'Оценка добавлена',
  scoreAddFailed: 'Не удалось добавить оценку.',
  ratingAdded: 'Рейтинг добавлен',
  ratingAddFailed: 'Ошибка при добавлении рейтинга',
  alreadyRated: 'Вы уже оценили этот товар',
  onlyPurchased: 'Вы можете оценить только купленные товары',
  // wording not given by the spec
  invalidRating: 'Оценка должна быть целым числом от 1 до 5',
  batchTooLarge: (max: number) => `Не больше ${max} товаров за один запрос`,
  invalidProductIds: 'Укажите список идентификаторов товаров',
  none: 'Нет оценок',
  /** '4.3 (12 оценок)' */
  summary: (average: number, votes: number) =>
    `${average.toFixed(1)} (${votes} ${pluralRu(votes, 'оценка', 'оценки', 'оценок')})`,
  starsLabel: (average: number) => `Средняя оценка ${average.toFixed(1)} из 5`,
} as const;
