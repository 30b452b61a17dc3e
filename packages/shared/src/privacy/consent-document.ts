/**
 * The consent to personal-data processing shown at /personal-data-consent (issue 25): since 1 September
 * 2025 it is a document of its own, separate from the privacy policy (art. 9 of 152-ФЗ as amended by
 * 156-ФЗ). Structured like the policy (shop/privacy-policy.ts) so a page can lay it out; the operator's
 * details come from the shop's settings (GET /api/shop): `personalDataConsent(operator)`. Every consent
 * the forms store names the edition accepted (CONSENT_VERSION). Kept out of TEXTS: it loads with its page
 * (its title, the consent boxes' link, is TEXTS.consent.documentTitle). Wording not given by the spec.
 */
import type { PolicyOperator } from '../shop/privacy-policy.js';

/** A run of text inside a paragraph or list item. */
export type ConsentInline =
  | string
  | { kind: 'strong'; text: string }
  /** the shop's e-mail address as a mailto link */
  | { kind: 'email' }
  /** a link to the privacy policy (/privacy-policy), named by TEXTS.cookie.policyLink */
  | { kind: 'policyLink' };

export type ConsentBlock =
  | { kind: 'paragraph'; content: readonly ConsentInline[] }
  | { kind: 'list'; items: readonly (readonly ConsentInline[])[] };

export interface ConsentSection {
  heading: string;
  blocks: readonly ConsentBlock[];
}

/**
 * The edition of the consent document in force. Each stored consent names it (the consent log's
 * consent_version): raise it, with the date, whenever the text below changes.
 */
export const CONSENT_VERSION = '1.0';
/** The date the edition took effect, ISO. */
export const CONSENT_DATE = '2026-11-27';

/** Who processes the data: the shop's settings as far as the document names them. */
export interface ConsentOperator extends PolicyOperator {
  email: string;
}

export interface PersonalDataConsent {
  /** the page's description in search results and link previews */
  description: string;
  /** under the title: the edition in force and the date it took effect, written out ('27 ноября 2026 г.') */
  edition: (date: string) => string;
  sections: readonly ConsentSection[];
}

const paragraph = (...content: ConsentInline[]): ConsentBlock => ({ kind: 'paragraph', content });
const list = (...items: ConsentInline[][]): ConsentBlock => ({ kind: 'list', items });
const strong = (text: string): ConsentInline => ({ kind: 'strong', text });
const EMAIL: ConsentInline = { kind: 'email' };

/** The consent with the operator the shop's settings name. */
export const personalDataConsent = ({
  name,
  legalName,
  inn,
  ogrn,
  legalAddress,
}: ConsentOperator): PersonalDataConsent => ({
  description: `Согласие на обработку персональных данных покупателей магазина «${name}»: оператор, цели, состав данных, срок и порядок отзыва.`,
  edition: (date) => `Редакция согласия ${CONSENT_VERSION} от ${date}`,
  sections: [
    {
      heading: '1. Кто даёт согласие и кому',
      blocks: [
        paragraph(
          'Отмечая поле «Я согласен на обработку персональных данных» в форме сайта (оформление заказа, регистрация, обратная связь, заявка на замер) и отправляя её, я — субъект персональных данных — свободно, своей волей и в своём интересе даю конкретное, предметное, информированное, сознательное и однозначное согласие на обработку моих персональных данных оператору:',
        ),
        list(
          [strong(legalName), ` (магазин «${name}»);`],
          [`ИНН ${inn}, ${ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${ogrn};`],
          [`адрес: ${legalAddress};`],
          ['электронная почта: ', EMAIL, '.'],
        ),
        paragraph(
          'Согласие дано в соответствии со статьёй 9 Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных» в редакции Федерального закона № 156-ФЗ, действующей с 1 сентября 2025 года, и оформлено отдельно от иных документов, в том числе от политики конфиденциальности.',
        ),
      ],
    },
    {
      heading: '2. Цели обработки',
      blocks: [
        list(
          ['приём, обработка и доставка заказов, связь со мной по заказу;'],
          ['ответы на мои обращения и заявки на замер, отправленные через формы сайта;'],
          ['регистрация и ведение моего личного кабинета на сайте.'],
        ),
      ],
    },
    {
      heading: '3. Какие данные обрабатываются',
      blocks: [
        paragraph('Только те данные, которые я сам указываю в форме сайта:'),
        list(
          ['фамилия, имя, отчество (или имя);'],
          ['номер телефона;'],
          ['адрес электронной почты;'],
          ['адрес доставки.'],
        ),
      ],
    },
    {
      heading: '4. Что оператор делает с данными',
      blocks: [
        paragraph(
          'Сбор, запись, систематизация, накопление, хранение, уточнение (обновление, изменение), извлечение, использование, блокирование, удаление и уничтожение персональных данных — с использованием средств автоматизации и без них. Данные хранятся на территории Российской Федерации; их трансграничная передача не осуществляется. Третьим лицам данные передаются только в случаях, прямо предусмотренных законодательством Российской Федерации.',
        ),
      ],
    },
    {
      heading: '5. Срок действия согласия',
      blocks: [
        paragraph(
          'Согласие действует до достижения целей обработки или до его отзыва — в зависимости от того, что наступит раньше. После этого оператор прекращает обработку и уничтожает данные в течение 30 дней, кроме данных, которые он обязан хранить по закону (например, в документах о продаже).',
        ),
      ],
    },
    {
      heading: '6. Как отозвать согласие',
      blocks: [
        paragraph(
          'Согласие можно отозвать в любой момент: напишите об этом на электронную почту ',
          EMAIL,
          ` или направьте письменное заявление по адресу: ${legalAddress}. Оператор прекратит обработку данных и уничтожит их в течение 30 дней с даты получения отзыва, если иное не предусмотрено законом. Отзыв не затрагивает обработку, проведённую до его получения; заказы, оформленные до отзыва, оператор вправе исполнить.`,
        ),
      ],
    },
    {
      heading: '7. Прочее',
      blocks: [
        paragraph(
          'Просмотр сайта не требует согласия: оно запрашивается только при отправке формы с персональными данными. Вместе с согласием сохраняются дата и время его получения, адрес, с которого отправлена форма, и номер принятой редакции этого документа.',
        ),
        paragraph(
          'Как оператор защищает персональные данные и какие права есть у пользователя, описано в ',
          { kind: 'policyLink' },
          '.',
        ),
      ],
    },
  ],
});
