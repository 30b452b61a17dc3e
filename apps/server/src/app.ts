import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { DestinationStream } from 'pino';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { join } from 'node:path';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createEventBus, type EventBus } from './lib/events.js';
import { prettyLogStream } from './lib/log-format.js';
import { SAFE_LOG_OPTIONS } from './lib/log-safety.js';
import { createMailer } from './lib/mailer.js';
import {
  createRateLimiter,
  fallbackCountStore,
  memoryCountStore,
  redisCountStore,
} from './lib/rate-limiter.js';
import { connectRedis, type RedisPair } from './lib/redis.js';
import { createCacheStats, type CacheStats } from './lib/cache-stats.js';
import { attachRealtime } from './modules/realtime/index.js';
import { authRoutes, createAuthService, createTokenSigner } from './modules/auth/index.js';
import { cartRoutes, createCartService } from './modules/cart/index.js';
import { createOrdersService, ordersAdminRoutes, ordersRoutes } from './modules/orders/index.js';
import { enforceAudiences } from './plugins/audience.js';
import { registerAuthGuards } from './plugins/auth.js';
import {
  catalogRoutes,
  categoriesAdminRoutes,
  createCatalogBulk,
  createCatalogService,
  createCategoryAdmin,
  createCategoryProductsService,
  createProductAdmin,
  createProductsService,
  createStock,
  createViewCounts,
  productsAdminRoutes,
  productsRoutes,
} from './modules/catalog/index.js';
import { createDiscountsService, discountsAdminRoutes, discountsRoutes } from './modules/discounts/index.js';
import { createHistoryService, historyAdminRoutes } from './modules/history/index.js';
import {
  createInquiriesService,
  inquiriesAdminRoutes,
  inquiriesRoutes,
  measurementWithoutApiPrefix,
} from './modules/inquiries/index.js';
import { createNotificationsService } from './modules/notifications/index.js';
import { recordConsent } from './modules/privacy/index.js';
import {
  createPromotionsService,
  promotionsAdminRoutes,
  promotionsRoutes,
} from './modules/promotions/index.js';
import { createImageStore } from './lib/images.js';
import multipart from '@fastify/multipart';
import proxyAddr from '@fastify/proxy-addr';
import { IMAGE_MAX_BYTES, IMPORT_FILE_MAX_BYTES, IMPORT_TIMEOUT_MS } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import {
  createExchangeAdmin,
  createExchangeService,
  createExchangeSettings,
  createImportService,
  createSaleExchange,
  exchangeAdminRoutes,
  exchangeRoutes,
  exchangeStarting,
  importAdminRoutes,
} from './modules/import/index.js';
import { createRatingsService, ratingsRoutes } from './modules/ratings/index.js';
import { createSearchService, searchRoutes } from './modules/search/index.js';
import { createSeoService, seoRoutes } from './modules/seo/index.js';
import { createShopService, shopAdminRoutes, shopRoutes } from './modules/shop/index.js';
import { createDeliveryService, deliveryAdminRoutes, deliveryRoutes } from './modules/delivery/index.js';
import { CATALOG_CHANGED_CHANNEL, createCatalogChanges } from './lib/catalog-changes.js';
import { registerMetrics, systemRoutes } from './modules/system/index.js';
import { DEFAULT_ERROR_MESSAGES } from '@shop/shared/errors';
import { registerErrorHandlers, sendError } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { refuseDeclaredLarger, refuseOtherContentTypes } from './plugins/request-shape.js';
import { registerStatic } from './plugins/static.js';
import { registerWebPages, type WebPagesOptions } from './plugins/web-pages.js';
import { publicOrigin } from './lib/public-origin.js';
import { trackRequestsInFlight } from './lib/graceful-stop.js';

z.config(z.locales.ru());

/**
 * Every admin endpoint, in one scope whose `onRequest` hook requires the admin role (401 without a
 * valid token, 403 for a customer), before the body or the query is read. The URLs stay as the spec
 * gives them (`/api/orders/all`, `/api/products/check-article`).
 */
const adminRoutes: FastifyPluginAsyncZod = async (admin) => {
  admin.decorate('adminScope', true);
  admin.addHook('onRequest', admin.requireAdmin);
  admin.addHook(
    'onRequest',
    refuseDeclaredLarger(IMAGE_MAX_BYTES, TEXTS.images.tooLarge(IMAGE_MAX_BYTES / 1024 / 1024)),
  );
  admin.addHook('preParsing', refuseOtherContentTypes);
  // staff forms send pictures: multipart is read in this scope only, a picture at most IMAGE_MAX_BYTES
  await admin.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 100_000, parts: 25 },
  });
  await admin.register(productsAdminRoutes);
  await admin.register(categoriesAdminRoutes);
  await admin.register(promotionsAdminRoutes);
  await admin.register(discountsAdminRoutes);
  await admin.register(ordersAdminRoutes);
  await admin.register(historyAdminRoutes);
  await admin.register(inquiriesAdminRoutes);
  await admin.register(exchangeAdminRoutes);
  await admin.register(shopAdminRoutes);
  await admin.register(deliveryAdminRoutes);
};

/**
 * The import panel's calls: admins only, like the admin scope, but their multipart files (hundreds of
 * MB of 1C exports) are streamed to disk by the route instead of being attached to the body.
 */
const importScope: FastifyPluginAsyncZod = async (scope) => {
  scope.decorate('adminScope', true);
  scope.addHook('onRequest', scope.requireAdmin);
  scope.addHook('onRequest', refuseDeclaredLarger(IMPORT_FILE_MAX_BYTES, TEXTS.validation.fileTooLarge));
  await scope.register(multipart, {
    limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });
  await scope.register(importAdminRoutes);
};

/** The import's answer waits for its job at most this long (the panel gives up at IMPORT_TIMEOUT_MS). */
const IMPORT_WAIT_MS = IMPORT_TIMEOUT_MS - 60_000;

/**
 * The composition root: every service, built in dependency order. A service gets the services it
 * calls and the event bus it publishes to; no module builds another module's service.
 */
function createServices(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
  events: EventBus,
  redis: RedisPair | undefined,
  shopCacheMs: number | undefined,
  cacheStats: CacheStats,
) {
  const { db } = database;
  const limiter = createRateLimiter(
    redis
      ? fallbackCountStore(redisCountStore(redis.pub), memoryCountStore(), (err) =>
          log.warn({ err }, 'rate limits counted in this process: Redis does not answer'),
        )
      : memoryCountStore(),
  );
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(config.dataDir, 'outbox'),
    log,
  });
  const tokens = createTokenSigner(config.jwtSecret);
  const catalog = createCatalogService(db, Date.now, cacheStats);
  const catalogChanges = createCatalogChanges();
  catalogChanges.onChange(() => catalog.invalidateCategories());
  const views = createViewCounts(db, (err) => log.warn({ err }, 'views not counted'));
  const images = createImageStore(config.uploadsDir);
  const history = createHistoryService(db);
  const shop = createShopService({
    db,
    history,
    events,
    changes: catalogChanges,
    cacheMs: shopCacheMs,
    cacheStats,
    // the environment's token and chat win over the saved ones; the test message goes out at once
    telegram: { env: config.telegram, send: (chat, text) => notifications.sendTelegramNow(chat, text) },
  });
  // what the e-mails and the feed say about the shop: its settings as saved now
  const shopSettings = () => shop.current();
  const categoryAdmin = createCategoryAdmin({ db, images, history });
  const productAdmin = createProductAdmin({ db, images, history, events });
  const stock = createStock(db);
  // a cart line longer than the shop's limit is marked for special transport
  const cart = createCartService(db, { transportLimits: () => shop.transportLimits() });
  const search = createSearchService(db, { changes: catalogChanges, cacheStats });
  const notifications = createNotificationsService({
    db,
    mailer,
    log,
    // read for each message: a token or chat saved in the settings works without a restart
    telegram: { apiUrl: config.telegram.apiUrl, chat: (tx) => shop.telegramChat(tx) },
    shopEmail: config.shopEmail,
    timing: config.notifications,
  });
  const auth = createAuthService({
    db,
    recordConsent,
    mailer,
    tokens,
    secret: config.jwtSecret,
    limiter,
    limits: config.rateLimits,
    log,
    shopSettings,
  });
  const discounts = createDiscountsService({ db, images, history, catalog, categories: categoryAdmin });
  // delete-all removes the discounts (they point to categories) in the wipe's transaction
  const catalogBulk = createCatalogBulk({
    db,
    images,
    beforeWipe: [(tx) => discounts.removeAll(tx)],
    vacuumAfterBulkWrites: database.kind === 'postgres',
  });
  const imports = createImportService({
    db,
    catalog: catalogBulk,
    confirmPassword: (userId, password) => auth.confirmPassword(userId, password),
    events,
    priceType: config.importPriceType,
    uploadsDir: join(config.dataDir, 'imports'),
    waitMs: IMPORT_WAIT_MS,
    leaseMs: config.importLeaseMs,
    checkInWorkerFromBytes: config.importWorkerFromBytes,
    afterCatalogChange: () => search.refreshWords(),
    onError: (err, jobId) => log.error({ err, jobId }, 'import job failed'),
  });
  const delivery = createDeliveryService({ db, history });
  const orders = createOrdersService({
    db,
    stock,
    history,
    cart,
    delivery,
    events,
    recordConsent,
    notifications,
    shopEmail: config.shopEmail,
    publicUrl: config.publicUrl,
    newOrdersPerCustomer: config.newOrdersPerCustomer,
    shopSettings,
    transportLimits: (tx) => shop.transportLimits(tx),
  });
  const exchangeSettings = createExchangeSettings({
    db,
    config: config.exchange,
    publicUrl: config.publicUrl,
  });
  const exchange = createExchangeService({
    db,
    config,
    imports,
    settings: exchangeSettings,
    deactivate: catalogBulk.deactivate,
    limiter,
    log,
    sale: createSaleExchange({ db, orders, log, seller: shopSettings }),
  });
  return {
    catalogChanges,
    mailer,
    limiter,
    auth,
    catalog,
    products: createProductsService({
      db,
      catalog,
      changes: catalogChanges,
      views,
      staffList: productAdmin.list,
      cacheStats,
    }),
    categoryProducts: createCategoryProductsService(db),
    views,
    stock,
    promotions: createPromotionsService({ db, images, history }),
    ratings: createRatingsService({ db, orders, events }),
    discounts,
    productAdmin,
    categoryAdmin,
    history,
    search,
    seo: createSeoService({ db, config, changes: catalogChanges, shopSettings }),
    shop,
    delivery,
    imports,
    cart,
    orders,
    notifications,
    inquiries: createInquiriesService({
      db,
      recordConsent,
      notifications,
      events,
      shopWide: config.rateLimits.inquiriesShopWide,
      publicUrl: config.publicUrl,
      shopSettings,
    }),
    exchange,
    exchangeAdmin: createExchangeAdmin({
      db,
      exchange,
      imports,
      settings: exchangeSettings,
      onError: (err, sessionId) => log.error({ err, sessionId }, '1C exchange replay failed'),
    }),
  };
}
export type Services = ReturnType<typeof createServices>;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    services: Services;
    /** in-process events the services publish after commit (orders, stock, ratings); relayed by realtime */
    events: EventBus;
    /** the requests being answered; `stopAccepting` is the first step of a graceful stop (main.ts) */
    requestsInFlight: ReturnType<typeof trackRequestsInFlight>;
    /**
     * `databaseReady` turns true once migrations ran; until then the API answers 503. `stopping` turns
     * true at SIGTERM: /api/ready answers 503 from then on while the requests in flight finish.
     */
    state: { databaseReady: boolean; stopping: boolean };
  }
}

export interface BuildAppOptions {
  /** An open database (tests pass one in); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** false while main.ts is still waiting for an unreachable database */
  databaseReady?: boolean;
  logger?: boolean;
  /** where the log goes (tests capture it); stdout otherwise */
  logStream?: DestinationStream;
  /** the pages' renderer and template (tests pass the web app's sources); default: the build's own */
  pages?: Pick<WebPagesOptions, 'renderer' | 'template'>;
  /** how long the shop's settings are kept in the process (ms); default SHOP_CACHE_MS (tests shorten it) */
  shopCacheMs?: number;
}

/** Where log lines go: a test's stream, short human lines on a terminal, or JSON lines on stdout. */
function logDestination(config: Config, testStream: BuildAppOptions['logStream']) {
  if (testStream) return { stream: testStream };
  return config.logFormat === 'pretty' ? { stream: prettyLogStream(process.stdout) } : {};
}

/**
 * One line per answered request. On a terminal only a failure is worth a line: a person reading it
 * is looking for an e-mail code or an error, not for every picture the catalogue loaded.
 */
function logAnswered(config: Config, request: FastifyRequest, reply: FastifyReply) {
  const line = {
    method: request.method,
    url: request.url,
    statusCode: reply.statusCode,
    ms: Math.round(reply.elapsedTime),
  };
  if (config.logFormat === 'json' || reply.statusCode >= 500) request.log.info(line, 'request');
  else request.log.debug(line, 'request');
}

/** A client's X-Request-Id is taken only from a trusted proxy (TRUST_PROXY); otherwise a fresh one. */
function requestIdOf(config: Config) {
  const fromTrustedProxy = trustsPeer(config.trustProxy);
  return (req: IncomingMessage) => {
    const incoming = req.headers['x-request-id'];
    const usable =
      typeof incoming === 'string' &&
      /^[\w-]{1,64}$/.test(incoming) &&
      fromTrustedProxy(req.socket.remoteAddress);
    return usable ? incoming : randomUUID();
  };
}

/**
 * Whether the connection's own peer is a proxy TRUST_PROXY names (a hop count trusts the nearest one):
 * only it may hand the shop a request id; a client talking to the shop directly may not.
 */
function trustsPeer(setting: Config['trustProxy']): (address: string | undefined) => boolean {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return () => setting > 0;
  const trusted = proxyAddr.compile(setting);
  return (address) => address !== undefined && trusted(address, 0);
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many proxies in front of the shop. */
function trustedProxies(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Websocket origins the page may connect to: its own (CSP 'self'), written out from PUBLIC_URL too. */
function socketOrigins(publicUrl: string | undefined): string[] {
  if (!publicUrl) return [];
  const url = new URL(publicUrl);
  return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
}

/** What Yandex Metrica's counter loads and sends to, allowed only when the shop has a counter. */
function metrikaSources(counterId: string | undefined) {
  if (!counterId) return { scripts: [], images: [], connections: [] };
  return {
    scripts: ['https://mc.yandex.ru', 'https://yastatic.net'],
    images: ['https://mc.yandex.ru'],
    connections: ['https://mc.yandex.ru'],
  };
}

type SchemaCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** A function whose implementation is loaded by its first call. */
function loadedOnFirstCall<F extends (...args: never[]) => unknown>(load: () => F): F {
  let loaded: F | undefined;
  return ((...args: Parameters<F>) => (loaded ??= load())(...args)) as F;
}

/**
 * Fastify loads its JSON-schema compilers (Ajv, fast-json-stringify) as it is created, though Zod
 * validates and serialises every route here: they are loaded only if something ever asks for them.
 */
function onDemandSchemaCompilers(): Required<SchemaCompilers> {
  const fromFastify = createRequire(createRequire(import.meta.url).resolve('fastify'));
  type Compilers = Required<SchemaCompilers>;
  return {
    buildValidator: loadedOnFirstCall(() =>
      (fromFastify('@fastify/ajv-compiler') as () => Compilers['buildValidator'])(),
    ),
    buildSerializer: loadedOnFirstCall(() =>
      (fromFastify('@fastify/fast-json-stringify-compiler') as () => Compilers['buildSerializer'])(),
    ),
  };
}

/** The whole application; used by main.ts and by every test, so tests boot what production boots. */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...SAFE_LOG_OPTIONS,
            ...logDestination(config, options.logStream),
          },
    // one line per answered request (below), not Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf(config),
    schemaController: { compilersFactory: onDemandSchemaCompilers() },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // a malformed URL or an over-long path parameter (a 10 KB id) is a 400 in the API's JSON error
    // shape, not Fastify's own 414/400 body that echoes the whole URL back
    frameworkErrors: (_error, _request, reply) => {
      void sendError(reply, 400, {
        error: DEFAULT_ERROR_MESSAGES.VALIDATION_FAILED,
        code: 'VALIDATION_FAILED',
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database = options.database ?? (await openDatabase(config));
  app.decorate('config', config);
  app.decorate('database', database);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const events = createEventBus();
  app.decorate('events', events);
  const cacheStats = createCacheStats();
  app.decorate(
    'services',
    createServices(database, config, app.log, events, redis, options.shopCacheMs, cacheStats),
  );
  app.addHook('onReady', () =>
    app.services.catalogChanges.follow((onNotify) => database.listen(CATALOG_CHANGED_CHANNEL, onNotify)),
  );
  app.addHook('onClose', () => app.services.catalogChanges.stop());
  app.addHook('onReady', async () => app.services.imports.start(() => app.state.databaseReady));
  app.addHook('preClose', () => app.services.imports.stop());
  app.addHook('onClose', async () => app.services.mailer.close());
  app.addHook('onClose', () => app.services.views.stop());
  app.decorate('state', { databaseReady: options.databaseReady ?? true, stopping: false });
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  app.addHook('onReady', async () => app.services.notifications.start(() => app.state.databaseReady));
  // onClose hooks run last-registered first: the worker stops (and gives back what it was sending)
  // while the mailer and the database are still open
  app.addHook('onClose', () => app.services.notifications.stop());

  app.decorate('requestsInFlight', trackRequestsInFlight(app));
  app.addHook('onResponse', async (request, reply) => logAnswered(config, request, reply));
  await registerMetrics(app, { cacheStats });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // the spec's measurement request without /api writes to the database too
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/telegram/');
    const isHealth = request.url.startsWith('/api/health') || request.url.startsWith('/api/ready');
    if (request.url.startsWith('/api/1c/') && !app.state.databaseReady) return exchangeStarting(reply);
    if (isApi && !isHealth && !app.state.databaseReady) {
      return sendError(reply, 503, {
        error: DEFAULT_ERROR_MESSAGES.SERVICE_UNAVAILABLE,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
  });

  // Answers sent while closing carry `Connection: close`, so keep-alive sockets do not hold the
  // shutdown open after the requests in flight have finished.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  registerErrorHandlers(app);
  const metrika = metrikaSources(config.yandex.metrikaId);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // yandex.ru: the contacts page asks it for a tiny picture to learn whether its map can load
        imgSrc: ["'self'", 'data:', 'blob:', 'https://yandex.ru', ...metrika.images],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'", ...metrika.scripts],
        connectSrc: ["'self'", ...socketOrigins(config.publicUrl), ...metrika.connections],
        frameSrc: ["'self'", 'https://yandex.ru', 'https://yandex.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only where the shop really is on HTTPS: on plain HTTP it would lock browsers out
    hsts: config.publicUrl?.startsWith('https:') ? { maxAge: 180 * 24 * 3600 } : false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  registerAuthGuards(app);
  enforceAudiences(app);
  await registerOpenApi(app, config.version);

  await app.register(
    async (api) => {
      // public and customer routes: each declares `config.audience` (plugins/audience.ts)
      await api.register(systemRoutes, { redis });
      await api.register(authRoutes);
      await api.register(catalogRoutes);
      await api.register(searchRoutes);
      await api.register(productsRoutes);
      await api.register(promotionsRoutes);
      await api.register(ratingsRoutes);
      await api.register(discountsRoutes);
      await api.register(cartRoutes);
      await api.register(ordersRoutes);
      await api.register(inquiriesRoutes);
      await api.register(shopRoutes);
      await api.register(deliveryRoutes);
      await api.register(adminRoutes);
      await api.register(importScope);
      // 1C's exchange: its own scope (no body parsing, text answers), not the admin scope
      await api.register(exchangeRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(measurementWithoutApiPrefix);
  // robots.txt, the sitemaps and the YML feed: routes at the root, so the pages' not-found handler never sees them
  await app.register(seoRoutes);

  await registerStatic(app, { uploadsDir: config.uploadsDir, webDistDir: config.webDistDir });
  await registerWebPages(app, {
    distDir: config.webDistDir,
    origin: publicOrigin(config),
    yandex: config.yandex,
    changes: app.services.catalogChanges,
    cacheStats,
    ...options.pages,
  });
  await attachRealtime(app, redis);
  if (redis) app.addHook('onClose', () => redis.close());
  return app;
}
