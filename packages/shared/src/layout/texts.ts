/**
 * The web shell: navigation, footer, pagination, the not-found and error pages, the admin frame.
 * Strings are the spec's wording verbatim; entries under a "wording not given by the spec" comment are
 * ours.
 */

/** Site sections and navigation. */
export const NAV_TEXTS = {
  home: 'Главная',
  catalog: 'Каталог',
  contacts: 'Контакты',
  cart: 'Корзина',
  profile: 'Профиль',
  search: 'Поиск',
  promotions: 'Акции',
  discounts: 'Скидки',
  main: 'Основная навигация',
  menu: 'Меню',
  openMenu: 'Открыть меню',
  homeLink: (shop: string) => `${shop} — на главную`,
  skipToContent: 'Перейти к содержимому',
  catalogDrawer: 'Каталог товаров',
  breadcrumbs: 'Навигационная цепочка',
} as const;

export const FOOTER_TEXTS = {
  about: 'Магазин строительных и отделочных материалов. Доставка по району и области, самовывоз из магазина.',
  sections: 'Разделы сайта',
  forCustomers: 'Покупателям',
  disclaimer:
    'Цены и наличие товаров на сайте могут отличаться от цен и наличия в розничных магазинах. Изображения товаров могут незначительно отличаться от оригинала.',
  /** followed by the link to the privacy policy */
  cookies: 'Сайт использует файлы cookie для сохранения входа и анализа посещаемости. Подробнее — в',
  rights: (year: number, owner: string) => `© ${year} ${owner}. Все права защищены.`,
} as const;

export const PAGINATION_TEXTS = {
  label: 'Страницы',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  page: (page: number) => `Страница ${page}`,
} as const;

export const NOT_FOUND_TEXTS = {
  title: '404 - Страница не найдена',
  // wording not given by the spec
  text: 'Страница, которую вы ищете, не существует.',
  backHome: 'Вернуться на главную',
} as const;

/** A page that failed to render or whose script did not download. */
export const PAGE_ERROR_TEXTS = {
  title: 'Не удалось открыть страницу',
  text: 'Возможно, прервалось соединение с интернетом. Проверьте подключение и обновите страницу.',
  reload: 'Обновить страницу',
} as const;

/** The admin frame (the pages' own texts: admin/pages.ts). */
export const ADMIN_FRAME_TEXTS = {
  panel: 'Админ-панель',
  panelTitle: 'Панель администратора',
  sections: 'Разделы админ-панели',
  /** the admin's first page (/admin): its menu item and its title, the import */
  home: 'Импорт данных',
  /** the admin menu's item of the contact messages and measurement requests (issue 13) */
  inquiries: 'Заявки',
  /** the admin menu's item and the page title of the 1C exchange (issue 14) */
  exchange: 'Обмен с 1С',
  /** the admin menu's item and the page title of the shop's settings */
  settings: 'Настройки магазина',
} as const;
