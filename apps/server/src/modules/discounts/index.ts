/** The discounts module's face: discounts on products and categories. */
export { discountsAdminRoutes } from './discounts.admin-routes.js';
export { discountsRoutes } from './discounts.routes.js';
export {
  createDiscountsService,
  type DiscountsService,
  type DiscountsServiceDeps,
} from './discounts.service.js';
