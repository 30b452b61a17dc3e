import { notFoundHead } from '../../lib/head';
import type { ServerPageData } from '../../lib/server-page';

/** Any address the shop does not have: the 404 page, answered with 404 and kept out of the index. */
export const notFoundData: ServerPageData = {
  prefetch: async () => undefined,
  status: () => 404,
  head: () => notFoundHead(),
};
