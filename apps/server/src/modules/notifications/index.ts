/**
 * The notifications module's face: the shop's message channels (Telegram, e-mail) and their outbox.
 * A module that tells about something composes its message (compose.ts) and enqueues it in its own
 * transaction, keyed by what it is about.
 */
export {
  createNotificationsService,
  type MessageTag,
  type NotificationsDeps,
  type NotificationsService,
  type ShopMessage,
} from './notifications.service.js';
export type { TelegramChat } from './telegram.js';
export type { SendOutcome } from './send-outcome.js';
export {
  emailParts,
  fact,
  linkTo,
  present,
  telegramText,
  type Composed,
  type EmailParts,
  type Fact,
} from './compose.js';
