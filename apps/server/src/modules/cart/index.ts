/** The cart module's face: each customer's cart. */
export { cartRoutes } from './cart.routes.js';
export { createCartService, type CartService } from './cart.service.js';
