import { describe, expect, it } from 'vitest';
import { parseView, shownStatus, viewHref, visibleStatusTabs } from './view-state';

describe('admin orders view state', () => {
  it('defaults to the NEW tab, no filters, page 1', () => {
    const view = parseView(new URLSearchParams(''));
    expect(view).toEqual({ tab: 'NEW', statusFilter: null, from: '', to: '', page: 1 });
    expect(viewHref(view)).toBe('/admin/orders');
  });

  it('ignores unknown statuses, bad dates and bad pages', () => {
    const view = parseView(new URLSearchParams('tab=LOST&status=x&from=2026-13&to=yesterday&page=-3'));
    expect(view).toEqual({ tab: 'NEW', statusFilter: null, from: '', to: '', page: 1 });
  });

  it('the status filter wins over the tab and round-trips through the address', () => {
    const view = parseView(
      new URLSearchParams('tab=COMPLETED&status=READY&from=2026-01-01&to=2026-01-31&page=3'),
    );
    expect(shownStatus(view)).toBe('READY');
    expect(parseView(new URL(viewHref(view), 'http://x').searchParams)).toEqual(view);
    expect(shownStatus({ ...view, statusFilter: null })).toBe('COMPLETED');
  });

  it("shows the 'Отменён' tab only with cancelled orders, or when the address asks for it", () => {
    const counts = { NEW: 3, PROCESSING: 0, READY: 0, DELIVERING: 0, COMPLETED: 2, CANCELLED: 0 };
    const five = ['NEW', 'PROCESSING', 'READY', 'DELIVERING', 'COMPLETED'];
    const six = [...five, 'CANCELLED'];
    const view = parseView(new URLSearchParams(''));
    expect(visibleStatusTabs(view, undefined)).toEqual(five);
    expect(visibleStatusTabs(view, counts)).toEqual(five);
    expect(visibleStatusTabs(view, { ...counts, CANCELLED: 1 })).toEqual(six);
    expect(visibleStatusTabs(parseView(new URLSearchParams('tab=CANCELLED')), counts)).toEqual(six);
    expect(visibleStatusTabs(parseView(new URLSearchParams('status=CANCELLED')), counts)).toEqual(six);
  });
});
