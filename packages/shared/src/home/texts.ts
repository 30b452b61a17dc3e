/**
 * The home page: the hero, the banners, the popular blocks and the advantages (wording not given by
 * the spec).
 */

export const HOME_TEXTS = {
  // wording not given by the spec
  discountsCta: 'Смотреть товары',
  /** the dots under the discount banners: the group, and each dot (the current one has aria-current) */
  bannerDots: 'Выбор баннера',
  bannerDot: (number: number, total: number) => `Показать баннер ${number} из ${total}`,
  popularProducts: 'Популярные товары',
  popularProductsLoadFailed: 'Не удалось загрузить популярные товары.',
  popularCategories: 'Популярные категории',
  wholeCatalog: 'Весь каталог',
  /** the storefront claims of spec §1 */
  heroBadge: 'Более 10 000 товаров для стройки и ремонта',
  /** the title reads 'Строительные материалы с доставкой по району и области', the middle highlighted */
  heroTitle: { start: 'Строительные материалы', accent: 'с доставкой', end: 'по району и области' },
  heroText: (shop: string) =>
    `Двери, сухие смеси, кровля, утеплители, гипсокартон и инструмент в магазине «${shop}». Скидки и акции каждый день, индивидуальные условия для оптовых и постоянных покупателей.`,
  heroOpenDaily: 'Работаем без выходных',
  heroExpress: 'Экспресс-доставка в день заказа',
  heroExpressNote: 'для срочных заказов; самовывоз из магазина',
  advantagesTitle: 'Наши преимущества',
  advantages: {
    delivery: {
      title: 'Быстрая доставка',
      text: 'Доставляем по району и области, срочные заказы — экспресс-доставкой в день заказа.',
    },
    prices: { title: 'Доступные цены', text: 'Ежедневные скидки и акции на популярные товары.' },
    terms: {
      title: 'Особые условия',
      text: 'Индивидуальные условия для оптовых и постоянных покупателей.',
    },
    choice: {
      title: 'Широкий выбор',
      text: 'Более 10 000 товаров для строительства и ремонта в одном месте.',
    },
  },
} as const;
