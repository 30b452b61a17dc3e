/**
 * How the server and the web app's server renderer talk (issue 22): the server hands the renderer
 * the address asked for and a way to read its own API in-process; the renderer hands back the page.
 */

/** The request the renderer draws. */
export interface RenderRequest {
  /** path and query string, as the visitor asked: '/catalog?category_id=2&page=2' */
  url: string;
  /** the shop's public address (PUBLIC_URL, no trailing slash): canonical links, Open Graph, JSON-LD */
  origin: string;
  /** the visitor answered the cookie notice (its cookie came with the request): no notice is drawn */
  cookieConsent: boolean;
}

/** A GET of the shop's own API, answered in-process (no network). */
export interface ApiCall {
  /** path under /api with its query string: '/products?limit=24&offset=0' */
  path: string;
}

export interface ApiAnswer {
  status: number;
  /** the parsed JSON body */
  body: unknown;
}

export type ApiTransport = (call: ApiCall) => Promise<ApiAnswer>;

/** A drawn page. */
export interface RenderResult {
  /** 200, or 404 for an unknown page, product or category */
  status: number;
  /** the page's own <head> content: title, description, canonical, Open Graph, robots, JSON-LD */
  head: string;
  /** the app's markup, for the page's root element */
  html: string;
  /** the query cache the render filled, as JSON safe inside a <script> element */
  state: string;
  /** source paths (from the web app's root) of the parts loaded on demand that the page drew */
  modules: string[];
  /**
   * the queries the page read that the render had not fetched (their part was drawn loading): a page
   * whose server entry misses them; tests keep it empty for every public page
   */
  unfetched: string[];
}

export interface Renderer {
  render(request: RenderRequest, api: ApiTransport): Promise<RenderResult>;
}
