/**
 * What the server's render of a public page needs from the page (issue 22): the data to fetch before
 * drawing it (the same queries its components read), its HTTP status and its <head>.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { PageHead } from './head';

export interface PageContext {
  client: QueryClient;
  /** the address asked for */
  url: URL;
  /** the shop's public address, no trailing slash */
  origin: string;
  /** the route's parameters (`:id` of /product/:id) */
  params: Record<string, string | undefined>;
}

export interface ServerPageData {
  prefetch(context: PageContext): Promise<unknown>;
  /** 200 unless said otherwise */
  status?(context: PageContext): number;
  head(context: PageContext): PageHead;
}
