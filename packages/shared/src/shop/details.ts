/**
 * The shop's own details: the single source for its name, address, hours and contacts
 * (header strip, footer, contacts page, e-mails, the pickup address of orders).
 */
export const SHOP = {
  name: 'СтройДвор',
  legalName: 'ООО «СтройДвор»',
  inn: '3604012340',
  ogrn: '1153668012343',
  address: 'Воронежская обл., Верхнехавский р-н, с. Верхняя Хава, ул. Ленина, 27',
  pickupAddress: 'с. Верхняя Хава, ул. Ленина, 27 (самовывоз со склада магазина)',
  phone: '+7 (473) 432-15-27',
  phoneHref: 'tel:+74734321527',
  email: 'info@stroydvor-hava.ru',
  hours: [
    { days: 'Пн–Пт', time: '09:00–18:00' },
    { days: 'Сб–Вс', time: '10:00–16:00' },
  ],
  hoursShort: 'Пн–Пт 09:00–18:00, Сб–Вс 10:00–16:00',
  marketingHours: 'Ежедневно с 9:30 до 18:30',
  mapCoordinates: { lat: 51.8478, lon: 39.9467 },
} as const;
