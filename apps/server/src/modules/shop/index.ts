/**
 * The shop module's face: the shop's own settings (name, requisites, addresses, phones, hours, map,
 * page texts, the Telegram chat of its notifications: `telegramChat()`, given to notifications by app.ts). Other modules get `current()` from app.ts as a function, not this face.
 */
export { shopAdminRoutes } from './shop.admin-routes.js';
export { shopRoutes } from './shop.routes.js';
export {
  createShopService,
  SHOP_CACHE_MS,
  type ShopService,
  type ShopServiceDeps,
  type ShopTelegramDeps,
  type ShopTelegramValues,
  type ShopUpdateValues,
  type TelegramChat,
  type TelegramSendOutcome,
} from './shop.service.js';
export { shopSettings } from './shop.tables.js';
