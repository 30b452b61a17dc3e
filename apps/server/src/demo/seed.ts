import { DEMO_SHOP_SETTINGS } from '@shop/shared/shop/settings';
import { kopecksToRoubles } from '@shop/shared/money';
import { orderTotalKopecks, unitPriceKopecks } from '@shop/shared/pricing';
import { ORDER_STATUSES } from '@shop/shared/orders/status';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../modules/auth/auth.tables.js';
import { hashPassword } from '../modules/auth/password.js';
import { categories, products } from '../modules/catalog/catalog.tables.js';
import { deliveryZones } from '../modules/delivery/delivery.tables.js';
import { discountProducts, discounts } from '../modules/discounts/discounts.tables.js';
import { orderItems, orders } from '../modules/orders/orders.tables.js';
import { promotions } from '../modules/promotions/promotions.tables.js';
import { DEMO_DELIVERY_ZONES } from './catalog-data.js';
import { generateDemoCatalog, type DemoCatalog, type DemoCategory } from './generate-catalog.js';
import { renderDemoImages } from './demo-images.js';
import { refreshSearchWords } from '../modules/search/search-dictionary.js';
import { DEMO_CUSTOMER } from './first-start.js';

const PRODUCT_BATCH = 1000;

export interface SeedReport {
  categories: number;
  products: number;
  promotions: number;
  discounts: number;
  orders: number;
  images: number;
}

/** Fills an empty database with the demo catalogue, in one transaction: all of it or nothing. */
export async function seedDemo(
  db: Database,
  options: {
    products: number;
    uploadsDir: string;
    seed?: number;
    /** the demo customer's password; the well-known DEMO_CUSTOMER.password when not given */
    customerPassword?: string;
  },
): Promise<SeedReport> {
  const catalog = generateDemoCatalog({ products: options.products, seed: options.seed });
  const { written } = await renderDemoImages(options.uploadsDir);
  const report = await db.transaction(async (tx) => {
    const categoryIds = await insertCategories(tx, catalog.categories);
    const productIds = await insertProducts(tx, catalog, categoryIds);
    await tx.insert(promotions).values(catalog.promotions);
    await insertDiscounts(tx, catalog, categoryIds, productIds);
    await tx.insert(deliveryZones).values([...DEMO_DELIVERY_ZONES]);
    const orderCount = await insertDemoCustomerWithOrders(
      tx,
      [...productIds.values()],
      options.customerPassword ?? DEMO_CUSTOMER.password,
    );
    return {
      categories: catalog.categories.length,
      products: catalog.products.length,
      promotions: catalog.promotions.length,
      discounts: catalog.discounts.length,
      orders: orderCount,
      images: written,
    };
  });
  // fresh planner statistics (without them a catalogue page on 100k products picks a slow plan) and the
  // visibility map, so the catalogue index answers alone (PGlite runs no autovacuum)
  await db.execute(sql`vacuum analyze`);
  // the typo dictionary, so the first customer's search does not pay for building it
  await refreshSearchWords(db);
  return report;
}

async function insertCategories(db: Database, list: DemoCategory[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let pending = list;
  // Parents first: insert every category whose parent already has an id, until none is left.
  while (pending.length > 0) {
    const ready = pending.filter((c) => c.parentKey === null || ids.has(c.parentKey));
    if (ready.length === 0) throw new Error('Demo categories reference a missing parent');
    const rows = await db
      .insert(categories)
      .values(
        ready.map((c) => ({
          name: c.name,
          parentId: c.parentKey === null ? null : ids.get(c.parentKey)!,
          image: c.image,
          isPromotionCategory: c.isPromotion,
          isDiscountCategory: c.isDiscount,
          externalId: `demo-category-${c.key}`,
        })),
      )
      .returning({ id: categories.id, externalId: categories.externalId });
    rows.forEach((row, i) => ids.set(ready[i]!.key, row.id));
    pending = pending.filter((c) => !ids.has(c.key));
  }
  return ids;
}

async function insertProducts(
  db: Database,
  catalog: DemoCatalog,
  categoryIds: Map<string, number>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < catalog.products.length; start += PRODUCT_BATCH) {
    const batch = catalog.products.slice(start, start + PRODUCT_BATCH);
    const rows = await db
      .insert(products)
      .values(
        batch.map((p) => ({
          name: p.name,
          article: p.article,
          description: p.description,
          price: kopecksToRoubles(p.priceKopecks).toFixed(2),
          discount: p.discount,
          stockQuantity: p.stock,
          // the stock that is sold, with decimals for goods sold by length or area (the trigger floors it)
          stockExact: p.stockExact.toFixed(3),
          weightKg: p.weightKg === null ? null : p.weightKg.toFixed(3),
          minQuantity: p.quantityStep === null ? null : p.quantityStep.toFixed(3),
          quantityStep: p.quantityStep === null ? null : p.quantityStep.toFixed(3),
          categoryId: categoryIds.get(p.categoryKey)!,
          image: p.image,
          externalId: p.externalId,
          unitCode: p.unitCode,
          unitName: p.unitName,
          barcode: p.barcode,
          properties: [...p.properties],
        })),
      )
      .returning({ id: products.id, externalId: products.externalId });
    for (const row of rows) ids.set(row.externalId!, row.id);
  }
  return ids;
}

async function insertDiscounts(
  db: Database,
  catalog: DemoCatalog,
  categoryIds: Map<string, number>,
  productIds: Map<string, number>,
) {
  for (const discount of catalog.discounts) {
    const [row] = await db
      .insert(discounts)
      .values({
        title: discount.title,
        image: discount.image,
        categoryId: categoryIds.get(discount.categoryKey)!,
      })
      .returning({ id: discounts.id });
    if (discount.items.length === 0) continue;
    await db.insert(discountProducts).values(
      discount.items.map((item) => ({
        discountId: row!.id,
        productId: productIds.get(item.productExternalId)!,
        discountPercent: item.percent,
      })),
    );
  }
}

/** A demo customer with one order in every status, priced with the shared rule like a real checkout. */
async function insertDemoCustomerWithOrders(
  db: Database,
  productIds: number[],
  password: string,
): Promise<number> {
  const [customer] = await db
    .insert(users)
    .values({
      username: DEMO_CUSTOMER.username,
      email: DEMO_CUSTOMER.email,
      passwordHash: await hashPassword(password),
      fullName: DEMO_CUSTOMER.fullName,
      phone: DEMO_CUSTOMER.phone,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  const picked = productIds.filter((_, i) => i % 97 === 3).slice(0, ORDER_STATUSES.length * 2);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      article: products.article,
      price: products.price,
      discount: products.discount,
      externalId: products.externalId,
    })
    .from(products)
    .where(inArray(products.id, picked));

  for (const [index, status] of ORDER_STATUSES.entries()) {
    const lines = rows.slice(index * 2, index * 2 + 2).map((product, i) => ({ product, quantity: i + 1 }));
    if (lines.length === 0) continue;
    const isPickup = index % 2 === 1;
    const createdAt = new Date(Date.UTC(2026, 9, 1 + index * 6, 9 + index, 15));
    const [order] = await db
      .insert(orders)
      .values({
        userId: customer!.id,
        email: DEMO_CUSTOMER.email,
        fullName: DEMO_CUSTOMER.fullName,
        phone: DEMO_CUSTOMER.phone,
        deliveryMethod: isPickup ? 'PICKUP' : 'DELIVERY',
        deliveryAddress: isPickup ? DEMO_SHOP_SETTINGS.pickupAddress : 'с. Верхняя Хава, ул. Садовая, 14',
        paymentMethod: 'CASH_ON_DELIVERY',
        status,
        totalAmount: kopecksToRoubles(orderTotalKopecks(lines)).toFixed(2),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      lines.map(({ product, quantity }) => ({
        orderId: order!.id,
        productId: product.id,
        productName: product.name,
        article: product.article,
        externalId: product.externalId,
        quantity,
        priceAtPurchase: kopecksToRoubles(unitPriceKopecks(product)).toFixed(2),
      })),
    );
    await db
      .update(products)
      .set({ orderCount: sql`${products.orderCount} + 1` })
      .where(
        inArray(
          products.id,
          lines.map((l) => l.product.id),
        ),
      );
  }
  return ORDER_STATUSES.length;
}
