import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** A demo product as the product page's API gives it, with what the calculators need. */
export interface ApiProductDetail {
  id: number;
  name: string;
  unit_name: string | null;
  discounted_price: number;
  stock_quantity: number;
  stock_exact: number;
  min_quantity: number;
  quantity_step: number;
  calculator: { kind: string } | null;
}

/** The demo product of that exact name (the showcase goods of the demo catalogue), as its page loads it. */
export async function demoProductNamed(request: APIRequestContext, name: string): Promise<ApiProductDetail> {
  const list = await request.get(`/api/products?limit=20&q=${encodeURIComponent(name)}`);
  expect(list.status()).toBe(200);
  const { products } = (await list.json()) as { products: Array<{ id: number; name: string }> };
  const found = products.find((p) => p.name === name);
  expect(found, `the demo catalogue has '${name}'`).toBeDefined();
  const detail = await request.get(`/api/products/${found!.id}`);
  expect(detail.status()).toBe(200);
  return (await detail.json()) as ApiProductDetail;
}

/**
 * The product page's 'Калькулятор', opened: folded on phones (one tap on its title), open on wider
 * screens from the start.
 */
export async function openCalculator(page: Page): Promise<Locator> {
  const section = page.getByTestId('product-calculator');
  await expect(section).toBeVisible();
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  if (!wide) {
    await expect(section).not.toHaveAttribute('open');
    await section.getByText('Калькулятор', { exact: true }).click();
  }
  await expect(section).toHaveAttribute('open', '');
  return section;
}
