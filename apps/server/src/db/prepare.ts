import type { Config } from '../config.js';
import { isCatalogEmpty, seedDemo, DEMO_CUSTOMER, type SeedReport } from '../demo/seed.js';
import { ensureAdmin, type AdminCredentials } from '../modules/auth/admin-bootstrap.js';
import type { DatabaseHandle } from './client.js';
import { migrate } from './migrate.js';

export const DEMO_PRODUCT_COUNT = 2400;

export interface PrepareResult {
  admin: AdminCredentials | undefined;
  seeded: SeedReport | undefined;
}

/** Migrations, the administrator from the environment, and the demo catalogue on an empty database. */
export async function prepareDatabase(handle: DatabaseHandle, config: Config): Promise<PrepareResult> {
  await migrate(handle);
  const empty = await isCatalogEmpty(handle.db);
  const seeded =
    config.demoData && empty
      ? await seedDemo(handle.db, { products: DEMO_PRODUCT_COUNT, uploadsDir: config.uploadsDir })
      : undefined;
  if (seeded) await handle.checkpoint();
  const admin = await ensureAdmin(handle.db, {
    admin: config.admin,
    dataDir: config.dataDir,
    generateIfMissing: config.demoData,
  });
  return { admin, seeded };
}

export function describeStart(url: string, result: PrepareResult, demoData: boolean): string[] {
  const lines = [`Магазин запущен: ${url}`, `API: ${url}/api, документация: ${url}/api/docs`];
  const { admin, seeded } = result;
  if (seeded) {
    lines.push(
      `Демо-каталог создан: ${seeded.categories} категорий, ${seeded.products} товаров, ${seeded.orders} заказов демо-покупателя`,
    );
  }
  if (admin) {
    const password =
      admin.source === 'env'
        ? '(пароль из ADMIN_PASSWORD)'
        : (admin.password ??
          '(пароль был показан при первом запуске; задайте ADMIN_EMAIL и ADMIN_PASSWORD, чтобы сменить его)');
    lines.push(`Администратор: ${admin.email} / ${password}`);
  } else {
    lines.push('Администратора нет: задайте ADMIN_EMAIL и ADMIN_PASSWORD и перезапустите магазин');
  }
  if (demoData) lines.push(`Демо-покупатель: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  return lines;
}
