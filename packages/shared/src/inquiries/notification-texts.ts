/**
 * What the shop's own Telegram chat and inbox receive about a contact message or a measurement request
 * (the line format and delivery errors: notifications/texts.ts). Only the server sends these, so they
 * are kept apart from texts.ts (the web app does not download them); the field labels the forms already
 * name (TEXTS.labels, TEXTS.measurement…) are used from there. Values the customer typed are put in by
 * the server, HTML-escaped for Telegram and the e-mail's HTML part.
 */
export const INQUIRY_NOTIFICATION_TEXTS = {
  contactTitle: (id: number) => `✉️ Сообщение с сайта № ${id}`,
  measurementTitle: (id: number) => `📏 Заявка на бесплатный замер № ${id}`,
  contactSubject: (id: number, name: string) => `Сообщение с сайта № ${id}: ${name}`,
  measurementSubject: (id: number, name: string) => `Заявка на замер № ${id}: ${name}`,
  open: 'Открыть обращения в панели управления',
} as const;
