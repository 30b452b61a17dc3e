/**
 * The 'Доставка и оплата' page (/delivery, issue 25): where the shop delivers and at what price (the
 * zones, GET /api/delivery/zones), pickup and payment, as the distance-selling rules (Government decree
 * No. 2463 of 31.12.2020) want them shown before a purchase. The shop's details come from its settings.
 * Kept out of TEXTS so the storefront's first download does not carry them: they load with the page;
 * only the title (the footer's link) is its own export. Wording not given by the spec.
 */

/** The page's title, also the footer's link to it. */
export const DELIVERY_PAGE_TITLE = 'Доставка и оплата';

export const DELIVERY_PAGE = {
  description: (shop: string) =>
    `Доставка и оплата в магазине «${shop}»: куда доставляем, стоимость и сроки доставки, самовывоз, способы оплаты.`,
  intro:
    'Доставляем строительные материалы по району и области. Стоимость доставки видна в корзине и при оформлении заказа, до его подтверждения.',
  zonesHeading: 'Куда и за сколько доставляем',
  /** the zones table's caption, for screen readers */
  zonesCaption: 'Зоны доставки: стоимость, бесплатная доставка, минимальный заказ и срок',
  /** the first column is DELIVERY_TEXTS.zoneLabel ('Населённый пункт') */
  columns: {
    price: 'Стоимость',
    freeFrom: 'Бесплатно от',
    minOrder: 'Минимальный заказ',
    leadTime: 'Срок',
  },
  /** no active zones: followed by the shop's phone as a link */
  noZones: 'Стоимость и срок доставки согласуем с вами по телефону',
  zonesLoadFailed: 'Не удалось загрузить зоны доставки',
  specialTransportHeading: 'Длинномерные и тяжёлые товары',
  specialTransport:
    'Длинномерные и тяжёлые товары (профиль, трубы, пиломатериалы, кровельные листы, мешки со смесями на поддонах) возит специальный транспорт. Если такой товар есть в заказе, стоимость доставки рассчитает менеджер: он позвонит после оформления заказа и согласует её с вами. Заказ при этом принимается сразу.',
  /**
   * The shop's limits (settings, issue 27) after `specialTransport`: 'Менеджер рассчитает и доставку
   * заказов тяжелее 1,5 т и товаров длиннее 3 м.'; null when neither is used.
   */
  specialTransportLimits: (heavyOrderKg: number | null, longItemM: number | null): string | null => {
    const weight =
      heavyOrderKg === null
        ? null
        : heavyOrderKg >= 1000
          ? `${(heavyOrderKg / 1000).toLocaleString('ru-RU', { maximumFractionDigits: 3 })} т`
          : `${heavyOrderKg.toLocaleString('ru-RU', { maximumFractionDigits: 3 })} кг`;
    const parts = [
      weight === null ? null : `заказов тяжелее ${weight}`,
      longItemM === null
        ? null
        : `товаров длиннее ${longItemM.toLocaleString('ru-RU', { maximumFractionDigits: 3 })} м`,
    ].filter((part): part is string => part !== null);
    return parts.length === 0 ? null : `Менеджер рассчитает и доставку ${parts.join(' и ')}.`;
  },
  pickupToday: 'Заказ можно забрать сегодня, если все товары в наличии. Мы позвоним, когда он будет собран.',
  paymentHeading: 'Оплата',
  cashDetails: 'курьеру при доставке или на кассе магазина при самовывозе.',
  /** the closing lines: followed by the link to /returns and /contact */
  returnsLead: 'Условия возврата товара:',
  contactLead: 'Остались вопросы о доставке? Позвоните или напишите нам:',
} as const;
