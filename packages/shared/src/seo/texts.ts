/**
 * The <head> of public pages: the titles and descriptions search engines and link previews show
 * (issue 22; wording not given by the spec).
 */
import { pluralRu } from '../common/plural.js';

export const PAGE_HEAD_TEXTS = {
  homeTitle: (shop: string) => `${shop} — строительные материалы с доставкой`,
  homeDescription: (shop: string, address: string, phone: string) =>
    `Магазин строительных материалов «${shop}»: двери, сухие смеси, кровля, утеплители, инструмент. Доставка по району и области, самовывоз. ${address}, тел. ${phone}.`,
  catalogTitle: 'Каталог строительных материалов',
  categoryTitle: (category: string) => `${category} — купить с доставкой`,
  catalogDescription: (what: string, count: number, shop: string) =>
    `${what}: ${count} ${pluralRu(count, 'товар', 'товара', 'товаров')} с ценами и наличием в магазине «${shop}». Доставка по району и области, самовывоз.`,
  productTitle: (name: string, price: string) => `${name} — ${price}`,
  productDescription: (name: string, price: string, stock: string, article: string | null) =>
    `${name}: цена ${price}, ${stock}${article ? `, артикул ${article}` : ''}. Доставка по району и области, самовывоз.`,
  inStock: 'в наличии',
  outOfStock: 'нет в наличии',
  searchTitle: (query: string) => `Поиск: «${query}»`,
  searchDescription: (query: string, count: number) =>
    `По запросу «${query}» ${pluralRu(count, 'найден', 'найдено', 'найдено')} ${count} ${pluralRu(count, 'товар', 'товара', 'товаров')}: цены и наличие.`,
  searchPrompt: 'Поиск товаров по названию и артикулу.',
  contactDescription: (shop: string, address: string, phone: string, hours: string) =>
    `Контакты магазина «${shop}»: ${address}, тел. ${phone}, часы работы: ${hours}. Напишите нам или приезжайте.`,
  returnsDescription: (shop: string) =>
    `Обмен и возврат в магазине «${shop}»: сроки, условия и порядок возврата товаров, купленных на сайте.`,
  privacyDescription: (shop: string) =>
    `Политика конфиденциальности магазина «${shop}»: какие данные собираются через формы сайта и как они защищены.`,
} as const;
