import { IMAGE_MAX_BYTES } from '../constants.js';

/** Field labels and states the admin forms share (ADMIN_PAGES.form: one path per text). */
export const ADMIN_FORM_TEXTS = {
  name: 'Название',
  image: 'Изображение',
  deleting: 'Удаление...',
  imageHint: `JPEG, PNG, WebP или AVIF, до ${IMAGE_MAX_BYTES / 1024 / 1024} МБ`,
  keepImageHint: 'Выберите файл, чтобы заменить текущее изображение',
  editing: 'Редактируется',
  editOne: (name: string) => `Редактировать «${name}»`,
  deleteOne: (name: string) => `Удалить «${name}»`,
} as const;
