/**
 * Russian texts of the 1C exchange (commerceml.md §8): the lines the shop answers 1C with (1C writes
 * them to its exchange log, where the operator reads them) and the admin API's refusals. The admin page's
 * texts live in exchange/admin-texts.ts.
 */
import { pluralRu } from '../common/plural.js';

export const EXCHANGE_TEXTS = {
  /** Authentication and sessions. */
  auth: {
    wrongCredentials: 'Неверный логин или пароль',
    notConfigured:
      'Обмен с 1С не настроен: задайте логин и пароль обмена в разделе «Обмен с 1С» админки сайта',
    tooManyAttempts: (minutes: number) =>
      `Слишком много неудачных попыток входа. Повторите через ${minutes} ${pluralRu(minutes, 'минуту', 'минуты', 'минут')}`,
    sessionEnded: 'Сеанс обмена завершён или истёк. Запустите обмен в 1С заново (1С выполнит вход ещё раз)',
  },
  /** The protocol's answers (first line success/progress/failure, these as the second). */
  protocol: {
    busy: 'Обмен уже выполняется',
    /** a new exchange was refused while the import of another one runs: what runs and how far */
    busyImporting: (file: string, percent: number | null) =>
      `Обмен уже выполняется: на сайте ещё загружается файл ${file} предыдущего обмена (${percent === null ? 'в очереди' : `выполнено ${percent}%`}). Повторите обмен, когда загрузка закончится`,
    /** every later request of an exchange that was refused at `init` */
    refusedSession:
      'Этот обмен не начат: в момент его начала на сайте ещё загружались файлы предыдущего обмена. Запустите обмен в 1С заново',
    /** a request of an exchange that a newer one of the same type closed */
    interrupted:
      'Этот обмен закрыт: 1С начала новый обмен того же вида. Файлы этого обмена сохранены; запустите обмен заново, если он нужен',
    unknownType: (type: string) => `Неизвестный тип обмена «${type}»: ожидается catalog или sale`,
    unknownMode: (mode: string) => `Неизвестный режим обмена «${mode}»`,
    notStarted: 'Обмен не начат: сначала должен быть запрос mode=init',
    internal:
      'Внутренняя ошибка сайта при обмене. Подробности записаны в журнал сервера; повторите обмен позже',
    starting: 'Сайт запускается, повторите обмен через минуту',
    saleUnavailable: 'Обмен заказами на сайте пока не включён',
  },
  /** `mode=file`: the name and the bytes 1C sends. */
  files: {
    nameMissing: 'Не указано имя файла (параметр filename)',
    badName: (name: string) =>
      `Недопустимое имя файла «${name}»: имя без служебных символов, путь не выходит из папки обмена`,
    tooLarge: (limit: number) =>
      `Часть файла больше допустимых ${limit} байт (file_limit). Уменьшите размер частей в настройках узла обмена`,
    received: (name: string, bytes: number) => `Файл ${name} принят, всего ${bytes} байт`,
    notReceived: (name: string) => `Файл «${name}» не был передан в этом сеансе обмена`,
    cutOff: (name: string) => `Передача файла «${name}» оборвалась; часть не записана, повторите обмен`,
  },
  /** `mode=import`: the job's state in words, then its end. */
  import: {
    waitingForLane: 'Ожидание: на сайте уже идёт другая загрузка каталога, файл будет загружен после неё',
    queued: (file: string) => `Файл ${file} поставлен в очередь на загрузку`,
    checking: (file: string, percent: number) => `Проверка файла ${file}: ${percent}%`,
    products: (done: number, percent: number) => `Товары: ${done}, выполнено ${percent}%`,
    offers: (done: number, percent: number) => `Цены и остатки: ${done}, выполнено ${percent}%`,
    pictures: (percent: number) => `Картинки товаров: ${percent}%`,
    preparingPictures: 'Подготовка картинок товаров к загрузке',
    applying: (percent: number) => `Загрузка: ${percent}%`,
    finishing: 'Завершение загрузки',
    done: (file: string, processed: number, created: number, updated: number) =>
      `Файл ${file} загружен: обработано ${processed}, создано ${created}, обновлено ${updated}`,
    picturesDone: (applied: number) => `Картинок обновлено: ${applied}`,
    skipped: (file: string) => `Файл ${file} не требует загрузки на сайт и пропущен`,
    failed: (file: string, reason: string) => `Файл ${file} не загружен: ${reason}`,
    warnings: (count: number) =>
      `${count} ${pluralRu(count, 'предупреждение', 'предупреждения', 'предупреждений')} — см. раздел «Обмен с 1С» в админке сайта`,
    archiveFailed: (reason: string) => `Архив обмена не распакован: ${reason}`,
  },
  /** `mode=deactivate` and `mode=complete`. */
  deactivate: {
    working: 'Скрытие товаров, которых нет в полной выгрузке',
    hidden: (count: number) =>
      `Скрыто ${count} ${pluralRu(count, 'товар', 'товара', 'товаров')}, которых нет в полной выгрузке`,
    delta: 'Выгрузка содержит только изменения: товары не скрываются',
    notClean: 'Не все файлы обмена загружены без ошибок: товары не скрываются',
    noCatalogue: 'В сеансе не было каталога товаров: товары не скрываются',
  },
  /** `type=sale`: an orders file from 1C, applied when it arrives. */
  orders: {
    fileApplied: (
      file: string,
      outcome: { applied: number; unknown: number; notFound: number; changedLines: number },
    ) =>
      `Файл ${file}: статусов заказов применено ${outcome.applied}, неизвестных статусов ${outcome.unknown}, заказов не найдено ${outcome.notFound}, заказов с изменёнными строками ${outcome.changedLines}`,
    fileFailed: (file: string, reason: string) => `Файл заказов ${file} не загружен: ${reason}`,
  },
  complete: {
    done: 'Обмен завершён',
  },
  /** The admin API (section 'Обмен с 1С'). */
  admin: {
    credentialsFromEnv: 'Логин и пароль обмена заданы в настройках сервера и здесь не меняются',
    sessionNotFound: 'Сеанс обмена не найден',
    filesGone: 'Файлы этого сеанса уже удалены: повторить его нельзя',
    notCatalogue: 'Повторить можно только сеанс загрузки каталога',
    nothingToReplay: 'В этом сеансе не было загрузок файлов',
    replayBusy: 'Сейчас идёт обмен с 1С или загрузка каталога; повторите позже',
    mappingNotFound: 'Строка соответствия статусов не найдена',
    mappingTaken: 'Такое значение реквизита уже есть в таблице соответствия',
    mappingDeleted: 'Строка соответствия статусов удалена',
    currencyInvalid: 'Валюта — буквы без пробелов и цифр, например «руб» или «RUB»',
  },
} as const;
