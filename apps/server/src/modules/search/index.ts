/** The search module's face: the product search and its dictionary. */
export { searchRoutes } from './search.routes.js';
export { createSearchService, refreshSearchWords, type SearchService } from './search.service.js';
