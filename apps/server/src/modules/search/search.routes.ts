import { ApiError } from '@shop/shared/errors';
import { SearchQuery, SearchResponse } from '@shop/shared/search/schemas';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSearchService, type SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Until app.ts lists the service in createServices (then this is just `app.services.search`).
  const services = app.services as typeof app.services & { search?: SearchService };
  const search = services.search ?? createSearchService(app.database.db);

  app.get(
    '/products/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Поиск товаров: подсказки (limit=10, inStock=true) и страница результатов',
        querystring: SearchQuery,
        response: { 200: SearchResponse, 400: ApiError },
      },
    },
    async (request) => search.search(request.query),
  );
};

/** For tests and the bench while app.ts does not register the module yet: adds it before `ready()`. */
export function ensureSearchRoutes(app: FastifyInstance): void {
  if (!app.hasRoute({ method: 'GET', url: '/api/products/search' })) {
    void app.register(searchRoutes, { prefix: '/api' });
  }
}
