/** The promotions module's face: the promotions shown on the storefront. */
export { promotionsAdminRoutes } from './promotions.admin-routes.js';
export { promotionsRoutes } from './promotions.routes.js';
export {
  createPromotionsService,
  type PromotionsService,
  type PromotionsServiceDeps,
} from './promotions.service.js';
