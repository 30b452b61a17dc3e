import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dehydrate, HydrationBoundary, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApiRoutes } from '../../../test/axios-adapter';
import { seedShop, testShop, WithShop } from '../../../test/shop';
import { ContactsStrip } from './contacts-strip';

/** Wednesday 25 November 2026 at `time` in Moscow (UTC+3). */
const moscow = (time: string, day = 25) => new Date(`2026-11-${day}T${time}:00+03:00`);

const openNow = () => screen.getByTestId('open-now');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ContactsStrip', () => {
  it('shows the first phone, the week in short and that the shop is open now', () => {
    vi.setSystemTime(moscow('12:00'));
    render(
      <WithShop shop={testShop({ phones: ['+7 (473) 555-12-34', '+7 (900) 000-00-00'] })}>
        <ContactsStrip />
      </WithShop>,
    );
    expect(openNow()).toHaveTextContent('Открыто до 18:00');
    expect(screen.getByTestId('hours-summary')).toHaveTextContent('Пн–Пт 09:00–18:00, Сб–Вс 10:00–16:00');
    expect(screen.getByRole('link', { name: /555-12-34/ })).toHaveAttribute('href', 'tel:+74735551234');
  });

  it("names the next opening when closed, on the shop's own clock", () => {
    // 19:00 in Moscow on a Friday: Saturday opens at 10
    vi.setSystemTime(moscow('19:00', 27));
    render(
      <WithShop>
        <ContactsStrip />
      </WithShop>,
    );
    expect(openNow()).toHaveTextContent('Закрыто · откроется завтра в 10:00');
  });

  it('follows a holiday of the exceptions', () => {
    vi.setSystemTime(moscow('12:00'));
    const holiday = { from: '2026-11-25', to: '2026-11-25', hours: null, note: '' };
    render(
      <WithShop shop={testShop({ exceptions: [holiday] })}>
        <ContactsStrip />
      </WithShop>,
    );
    expect(openNow()).toHaveTextContent('Закрыто · откроется завтра в 09:00');
  });

  it('is computed again every minute', () => {
    vi.setSystemTime(moscow('17:59').getTime() + 30_000);
    render(
      <WithShop>
        <ContactsStrip />
      </WithShop>,
    );
    expect(openNow()).toHaveTextContent('Открыто до 18:00');
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(openNow()).toHaveTextContent('Закрыто · откроется завтра в 09:00');
  });

  it("takes the server's page over without a mismatch, then shows the browser's own time", async () => {
    // the server fetched the settings (and drew the page) at 08:59, before opening
    const server = new QueryClient();
    seedShop(server, testShop(), moscow('08:59').getTime());
    vi.setSystemTime(moscow('08:59'));
    const html = renderToString(
      <QueryClientProvider client={server}>
        <ContactsStrip />
      </QueryClientProvider>,
    );
    expect(html).toContain('Закрыто · откроется сегодня в 09:00');
    const state = JSON.parse(JSON.stringify(dehydrate(server))) as ReturnType<typeof dehydrate>;

    // the browser takes the page over at 09:30
    vi.setSystemTime(moscow('09:30'));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    // the settings came with the page; a stale copy is read again after the take-over, not during it
    mockApiRoutes({ 'GET /shop': { status: 200, data: testShop() } });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await act(async () => {
      hydrateRoot(
        container,
        <QueryClientProvider client={client}>
          <HydrationBoundary state={state}>
            <ContactsStrip />
          </HydrationBoundary>
        </QueryClientProvider>,
        { onRecoverableError },
      );
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="open-now"]')).toHaveTextContent('Открыто до 18:00');
    container.remove();
  });
});
