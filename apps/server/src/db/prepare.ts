import { pluralRu } from '@shop/shared/common/plural';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import { DEMO_CUSTOMER, isCatalogEmpty } from '../demo/first-start.js';
import type { SeedReport } from '../demo/seed.js';
import { ensureAdmin, type AdminCredentials } from '../modules/auth/admin-bootstrap.js';
import type { DatabaseHandle } from './client.js';
import { migrate } from './migrate.js';

export const DEMO_PRODUCT_COUNT = 2400;

export interface PrepareResult {
  admin: AdminCredentials | undefined;
  seeded: SeedReport | undefined;
  /** the demo customer's password when this start created it (known only in development) */
  demoCustomerPassword: string | undefined;
}

/**
 * The demo customer signs in with a password everyone can read in the README, fine for a trial; a
 * shop started with NODE_ENV=production gets a random one instead, printed once.
 */
const demoCustomerPassword = (config: Config) =>
  config.env === 'production' ? randomBytes(12).toString('base64url') : DEMO_CUSTOMER.password;

/** Migrations, the administrator from the environment, and the demo catalogue on an empty database. */
export async function prepareDatabase(handle: DatabaseHandle, config: Config): Promise<PrepareResult> {
  await migrate(handle);
  const empty = await isCatalogEmpty(handle.db);
  const customerPassword = config.demoData && empty ? demoCustomerPassword(config) : undefined;
  const seeded = customerPassword
    ? await (
        await import('../demo/seed.js')
      ).seedDemo(handle.db, {
        products: DEMO_PRODUCT_COUNT,
        uploadsDir: config.uploadsDir,
        customerPassword,
      })
    : undefined;
  if (seeded) await handle.checkpoint();
  const admin = await ensureAdmin(handle.db, {
    admin: config.admin,
    dataDir: config.dataDir,
    generateIfMissing: config.demoData,
  });
  return { admin, seeded, demoCustomerPassword: customerPassword };
}

const counted = (count: number, one: string, few: string, many: string) =>
  `${count} ${pluralRu(count, one, few, many)}`;

export function describeStart(
  url: string,
  result: PrepareResult,
  demoData: boolean,
  production = false,
): string[] {
  const lines = [`Магазин запущен: ${url}`, `API: ${url}/api, документация: ${url}/api/docs`];
  const { admin, seeded } = result;
  if (seeded) {
    lines.push(
      `Демо-каталог создан: ${counted(seeded.categories, 'категория', 'категории', 'категорий')}, ${counted(seeded.products, 'товар', 'товара', 'товаров')}, ${counted(seeded.orders, 'заказ', 'заказа', 'заказов')} демо-покупателя`,
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
  if (result.demoCustomerPassword) {
    lines.push(`Демо-покупатель: ${DEMO_CUSTOMER.email} / ${result.demoCustomerPassword}`);
  } else if (demoData && !production) {
    lines.push(`Демо-покупатель: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`);
  }
  return lines;
}
