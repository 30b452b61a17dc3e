/**
 * The privacy policy shown at /privacy-policy (spec §2): the text of the policy as structured sections,
 * so a page can lay it out and a later edition can be compared with this one. The operator's details
 * come from the shop's settings (GET /api/shop): `privacyPolicy(operator)`.
 */

/** A run of text inside a paragraph or list item. */
export type PolicyInline =
  | string
  | { kind: 'strong'; text: string }
  /** a link to the customer's profile */
  | { kind: 'profileLink'; text: string }
  /** the shop's e-mail address as a mailto link */
  | { kind: 'email' }
  /** the shop's phone number as a tel link */
  | { kind: 'phone' };

export type PolicyBlock =
  | { kind: 'paragraph'; content: readonly PolicyInline[] }
  | { kind: 'list'; items: readonly (readonly PolicyInline[])[] };

export interface PolicySection {
  heading: string;
  blocks: readonly PolicyBlock[];
}

/**
 * The edition of the policy in force. Each consent stores it (152-ФЗ): raise it, with the date, whenever
 * the text below changes.
 */
export const PRIVACY_POLICY_VERSION = '1.0';
/** The date the edition took effect, ISO. */
export const PRIVACY_POLICY_DATE = '2026-11-24';

/** The policy's text; its title (also the consent boxes' link) is TEXTS.privacyPolicy.title. */
export interface PrivacyPolicy {
  subtitle: string;
  /** under the title: the edition in force and the date it took effect, written out ('24 ноября 2026 г.') */
  edition: (date: string) => string;
  sections: readonly PolicySection[];
}

const paragraph = (...content: PolicyInline[]): PolicyBlock => ({ kind: 'paragraph', content });
const list = (...items: PolicyInline[][]): PolicyBlock => ({ kind: 'list', items });
const strong = (text: string): PolicyInline => ({ kind: 'strong', text });
const EMAIL: PolicyInline = { kind: 'email' };
const PHONE: PolicyInline = { kind: 'phone' };

/** Who processes the data: the shop's settings as far as the policy names them. */
export interface PolicyOperator {
  name: string;
  legalName: string;
  inn: string;
  ogrn: string;
  legalAddress: string;
}

/** The policy with the operator the shop's settings name. */
export const privacyPolicy = ({
  name,
  legalName,
  inn,
  ogrn,
  legalAddress,
}: PolicyOperator): PrivacyPolicy => ({
  subtitle: `Политика обработки персональных данных пользователей сайта магазина «${name}»`,
  edition: (date) => `Редакция ${PRIVACY_POLICY_VERSION} от ${date}`,
  sections: [
    {
      heading: '1. Общие положения',
      blocks: [
        paragraph(
          `Настоящая политика определяет, какие персональные данные пользователей сайта собирает и обрабатывает ${legalName} (ИНН ${inn}, ${ogrn.length === 15 ? 'ОГРНИП' : 'ОГРН'} ${ogrn}, адрес: ${legalAddress}) — далее «магазин», — для чего это делается и как пользователь может управлять своими данными. Политика составлена в соответствии с Федеральным законом от 27.07.2006 № 152-ФЗ «О персональных данных».`,
        ),
        paragraph(
          'Пользуясь сайтом и заполняя его формы, пользователь соглашается с условиями настоящей политики. Если пользователь не согласен с ними, ему следует воздержаться от использования форм сайта.',
        ),
      ],
    },
    {
      heading: '2. Какие данные мы собираем',
      blocks: [
        paragraph('Персональные данные собираются только через формы сайта:'),
        list(
          [
            strong('регистрация'),
            ' — имя пользователя, адрес электронной почты, пароль (хранится только в зашифрованном виде), по желанию — ФИО и номер телефона;',
          ],
          [strong('оформление заказа'), ' — ФИО, номер телефона, адрес электронной почты и адрес доставки;'],
          [
            strong('обратная связь'),
            ' — имя, номер телефона и текст сообщения, а также данные заявки на замер.',
          ],
        ),
        paragraph(
          'Кроме того, при посещении сайта автоматически собираются обезличенные данные с помощью файлов cookie — для анализа посещаемости. По этим данным нельзя установить личность пользователя.',
        ),
      ],
    },
    {
      heading: '3. Для чего мы используем данные',
      blocks: [
        list(
          ['регистрация и вход в личный кабинет;'],
          ['приём, обработка и доставка заказов, связь с покупателем по заказу;'],
          ['ответы на обращения, отправленные через форму обратной связи;'],
          ['улучшение работы сайта на основе обезличенной статистики посещений.'],
        ),
      ],
    },
    {
      heading: '4. Передача данных',
      blocks: [
        paragraph(
          'Трансграничная передача персональных данных не осуществляется: данные хранятся и обрабатываются на территории Российской Федерации.',
        ),
        paragraph(
          'Магазин не передаёт персональные данные третьим лицам, за исключением случаев, прямо предусмотренных законодательством Российской Федерации (например, по законному запросу уполномоченных государственных органов).',
        ),
      ],
    },
    {
      heading: '5. Файлы cookie',
      blocks: [
        paragraph(
          'Сайт использует файлы cookie и похожие технологии хранения данных в браузере для того, чтобы:',
        ),
        list(
          ['сохранять вход в личный кабинет между посещениями;'],
          ['анализировать активность посетителей и улучшать работу сайта.'],
        ),
        paragraph(
          'Пользователь может запретить сохранение файлов cookie в настройках своего браузера. В этом случае вход в личный кабинет придётся выполнять при каждом посещении, а часть функций сайта может работать некорректно.',
        ),
      ],
    },
    {
      heading: '6. Права пользователя',
      blocks: [
        list(
          [
            'уточнить или удалить свои данные в ',
            { kind: 'profileLink', text: 'личном кабинете' },
            ' или, направив запрос на электронную почту ',
            EMAIL,
            ';',
          ],
          [
            'отозвать согласие на обработку персональных данных или отказаться от рассылки, написав на электронную почту ',
            EMAIL,
            '.',
          ],
        ),
        paragraph(
          'Запросы пользователей рассматриваются в сроки, установленные законодательством Российской Федерации.',
        ),
      ],
    },
    {
      heading: '7. Защита данных',
      blocks: [
        paragraph(
          'Магазин принимает необходимые организационные и технические меры для защиты персональных данных от неправомерного доступа, изменения, раскрытия или уничтожения. Доступ к данным имеют только сотрудники, которым он нужен для выполнения заказов и ответов на обращения.',
        ),
      ],
    },
    {
      heading: '8. Срок действия политики',
      blocks: [
        paragraph(
          'Настоящая политика действует бессрочно — до её замены новой редакцией. Новая редакция вступает в силу с момента её размещения на этой странице.',
        ),
      ],
    },
    {
      heading: '9. Контакты',
      blocks: [
        paragraph(
          'По всем вопросам, связанным с обработкой персональных данных, обращайтесь по электронной почте ',
          EMAIL,
          ' или по телефону ',
          PHONE,
          '.',
        ),
      ],
    },
  ],
});
