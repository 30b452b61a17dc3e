/**
 * The shop module's face: the shop's own settings (name, requisites, addresses, phones, hours, map,
 * page texts). Other modules get `current()` from app.ts as a function, not this face.
 */
export { shopAdminRoutes } from './shop.admin-routes.js';
export { shopRoutes } from './shop.routes.js';
export {
  createShopService,
  SHOP_CACHE_MS,
  type ShopService,
  type ShopServiceDeps,
  type ShopUpdateValues,
} from './shop.service.js';
export { shopSettings } from './shop.tables.js';
