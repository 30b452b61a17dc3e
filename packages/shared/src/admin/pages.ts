/**
 * Headings and descriptions of the admin pages (spec §2). Kept out of TEXTS so the storefront's first
 * download does not carry them: they load with the admin pages.
 */
export const ADMIN_PAGES = {
  import: {
    title: 'Импорт данных',
    blocks: {
      catalog: {
        title: 'Импорт категорий и товаров',
        text: 'Файл XLS, XLSX или XML; по желанию — вместе с категориями.',
      },
      import01: {
        title: 'Обновление из import0_1.xml',
        text: 'Обновляет существующие товары и добавляет новые.',
      },
      images: {
        title: 'Изображения товаров',
        text: 'ZIP-архив с папками выгрузки 1С, не более 5 ГБ; обработка идёт в фоне.',
      },
      prices: { title: 'Цены и остатки', text: 'XML-файл с ценой за единицу и количеством.' },
    },
  },
  orders: { title: 'Управление заказами' },
  products: {
    title: 'Управление товарами',
    text: 'Товары каталога: поиск по названию или артикулу, фильтр по категории.',
  },
  categories: { title: 'Управление категориями', text: 'Категории каталога и их вложенность.' },
  promotions: { title: 'Управление акциями', text: 'Акции магазина: название, описание и изображение.' },
  discounts: { title: 'Управление скидками', text: 'Скидки по категориям и товарам.' },
} as const;
