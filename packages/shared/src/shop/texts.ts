/**
 * The shop's own blocks: logo, contacts, map (the shop's name, address and hours: shop/details.ts;
 * wording not given by the spec).
 */

/** The shop's own blocks: logo, contacts, map. */
export const SHOP_TEXTS = {
  tagline: 'строительные материалы',
  call: 'Позвонить',
  hours: 'Часы работы',
  findUs: 'Как нас найти',
  map: (address: string) => `Карта: ${address}`,
  openMap: 'Открыть на Яндекс Картах',
  route: 'Построить маршрут',
} as const;
