/** The seo module's face: robots.txt, the sitemaps and the YML feed for Яндекс Товары. */
export { seoRoutes } from './seo.routes.js';
export { createSeoService, type SeoService, type SeoServiceDeps } from './seo.service.js';
