/**
 * The contacts page's own texts (spec §2); the shop's details come from its profile. Kept out of TEXTS
 * so the storefront's first download does not carry them: they load with the page.
 */
import { SHOP } from './details.js';

export const CONTACT_PAGE = {
  intro: `Магазин строительных материалов «${SHOP.name}». Звоните, пишите или приезжайте — поможем подобрать материалы и рассчитать количество.`,
  shopAndHours: 'Магазин и часы работы',
  requisites: 'Реквизиты',
  organization: 'Организация',
  inn: 'ИНН',
  ogrn: 'ОГРН',
  writeUs: 'Напишите нам',
  writeUsHint: 'Оставьте сообщение и телефон — мы перезвоним в рабочее время.',
  /** the map block: a drawn sketch stands in while the Yandex map loads and when it cannot */
  mapSketch: `Схема проезда к магазину «${SHOP.name}»`,
  mapLoading: 'Загружаем карту…',
} as const;
