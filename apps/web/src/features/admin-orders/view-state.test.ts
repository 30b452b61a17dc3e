import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@shop/shared/orders/schemas';
import { isOwnChange } from './use-admin-order-updates';
import { parseView, shownStatus, tabCount, viewHref, visibleStatusTabs } from './view-state';

describe('admin orders view state', () => {
  it('defaults to the NEW tab, no filters, no search, page 1', () => {
    const view = parseView(new URLSearchParams(''));
    expect(view).toEqual({ tab: 'NEW', from: '', to: '', q: '', page: 1 });
    expect(viewHref(view)).toBe('/admin/orders');
  });

  it('ignores unknown tabs, bad dates and bad pages, and trims the search to 100 characters', () => {
    const view = parseView(
      new URLSearchParams(`tab=LOST&from=2026-13&to=yesterday&page=-3&q=${'я'.repeat(120)}`),
    );
    expect(view).toEqual({ tab: 'NEW', from: '', to: '', q: 'я'.repeat(100), page: 1 });
  });

  it('round-trips the tab of every status, the dates and the search through the address', () => {
    const view = parseView(
      new URLSearchParams('tab=ALL&q=%E2%84%96+12&from=2026-01-01&to=2026-01-31&page=3'),
    );
    expect(view).toEqual({ tab: 'ALL', q: '№ 12', from: '2026-01-01', to: '2026-01-31', page: 3 });
    expect(shownStatus(view)).toBeUndefined();
    expect(parseView(new URL(viewHref(view), 'http://x').searchParams)).toEqual(view);
    expect(shownStatus({ ...view, tab: 'COMPLETED' })).toBe('COMPLETED');
  });

  it("shows 'Все статусы' first, and the 'Отменён' tab only with cancelled orders or when asked for", () => {
    const counts = { NEW: 3, PROCESSING: 0, READY: 0, DELIVERING: 0, COMPLETED: 2, CANCELLED: 0 };
    const five = ['ALL', 'NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED'];
    const six = [...five, 'CANCELLED'];
    const view = parseView(new URLSearchParams(''));
    expect(visibleStatusTabs(view, undefined)).toEqual(five);
    expect(visibleStatusTabs(view, counts)).toEqual(five);
    expect(visibleStatusTabs(view, { ...counts, CANCELLED: 1 })).toEqual(six);
    expect(visibleStatusTabs(parseView(new URLSearchParams('tab=CANCELLED')), counts)).toEqual(six);
    expect(tabCount('ALL', { ...counts, CANCELLED: 1 })).toBe(6);
    expect(tabCount('COMPLETED', counts)).toBe(2);
  });

  it("takes an order event for one's own change only when it names this admin", () => {
    const order = { id: 1 } as AdminOrder;
    expect(isOwnChange({ ...order, changed_by: 7 }, 7)).toBe(true);
    expect(isOwnChange({ ...order, changed_by: 8 }, 7)).toBe(false);
    expect(isOwnChange({ ...order, changed_by: null }, 7)).toBe(false);
    expect(isOwnChange(order, 7)).toBe(false);
    expect(isOwnChange({ ...order, changed_by: 7 }, undefined)).toBe(false);
  });
});
