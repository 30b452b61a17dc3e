/** The ratings module's face: customers' ratings of the products they bought. */
export { ratingsRoutes } from './ratings.routes.js';
export { createRatingsService, type RatingsService, type RatingsServiceDeps } from './ratings.service.js';
