/**
 * The contacts page's own texts (spec §2); the shop's details come from its settings (GET /api/shop),
 * so the texts that name the shop are functions of its name. Kept out of TEXTS so the storefront's
 * first download does not carry them: they load with the page.
 */

export const CONTACT_PAGE = {
  intro: (shop: string) =>
    `Магазин строительных материалов «${shop}». Звоните, пишите или приезжайте — поможем подобрать материалы и рассчитать количество.`,
  shopAndHours: 'Магазин и часы работы',
  requisites: 'Реквизиты',
  organization: 'Организация',
  inn: 'ИНН',
  ogrn: 'ОГРН',
  /** the registration number of a sole trader (15 digits) */
  ogrnip: 'ОГРНИП',
  kpp: 'КПП',
  legalAddress: 'Юридический адрес',
  writeUs: 'Напишите нам',
  writeUsHint: 'Оставьте сообщение и телефон — мы перезвоним в рабочее время.',
  /** the map block: a drawn sketch stands in while the Yandex map loads and when it cannot */
  mapSketch: (shop: string) => `Схема проезда к магазину «${shop}»`,
  mapLoading: 'Загружаем карту…',
} as const;
