import { act, renderHook } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OFFSET_MAX } from '@shop/shared/ids';
import { defineAdminList, pageWithin, useAdminListState } from './admin-list-state';

const COLOURS = ['red', 'green'] as const;
type Colour = (typeof COLOURS)[number];

const list = defineAdminList({
  params: {
    colour: {
      name: 'colour',
      parse: (raw): Colour | null => COLOURS.find((colour) => colour === raw) ?? null,
    },
    text: { name: 'q', parse: (raw) => raw ?? '' },
  },
  page: pageWithin(10),
  href: (view) => {
    const params = new URLSearchParams();
    if (view.colour) params.set('colour', view.colour);
    if (view.text) params.set('q', view.text);
    if (view.page > 1) params.set('page', String(view.page));
    const search = params.toString();
    return search ? `/list?${search}` : '/list';
  },
});

function renderList(address: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const { result } = renderHook(() => useAdminListState(list), {
    wrapper: ({ children }) => {
      router ??= createMemoryRouter([{ path: '/list', element: children }], { initialEntries: [address] });
      return <RouterProvider router={router} />;
    },
  });
  const current = () => result.current;
  return {
    current,
    address: () => `${router!.state.location.pathname}${router!.state.location.search}`,
    router: router!,
  };
}

describe('defineAdminList', () => {
  it('reads each param by its name, with its default for anything unknown', () => {
    expect(list.parse(new URLSearchParams('colour=green&q=door&page=3'))).toEqual({
      colour: 'green',
      text: 'door',
      page: 3,
    });
    expect(list.parse(new URLSearchParams('colour=blue&text=door&page=x'))).toEqual({
      colour: null,
      text: '',
      page: 1,
    });
  });

  it('reads a page no further than the server offsets to', () => {
    const lastPage = Math.floor(OFFSET_MAX / 10) + 1;
    expect(pageWithin(10)(String(lastPage + 5))).toBe(lastPage);
    expect(pageWithin(10)('-2')).toBe(1);
  });
});

describe('useAdminListState', () => {
  it('gives the view of the address and the address of each page', () => {
    const { current } = renderList('/list?colour=red&page=2');
    expect(current().view).toEqual({ colour: 'red', text: '', page: 2 });
    expect(current().hrefForPage(1)).toBe('/list?colour=red');
    expect(current().hrefForPage(4)).toBe('/list?colour=red&page=4');
  });

  it('a changed filter starts on page 1 and adds a history entry unless told to replace it', () => {
    const { current, address, router } = renderList('/list?colour=red&page=3');
    act(() => {
      current().setFilters({ text: 'door' });
    });
    expect(address()).toBe('/list?colour=red&q=door');
    expect(router.state.historyAction).toBe('PUSH');
    expect(current().view).toEqual({ colour: 'red', text: 'door', page: 1 });

    act(() => {
      current().setFilters({ colour: null }, { replace: true });
    });
    expect(address()).toBe('/list?q=door');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes to a page or to any view, keeping the filters', () => {
    const { current, address, router } = renderList('/list?colour=green');
    act(() => {
      current().goToPage(5, { replace: true });
    });
    expect(address()).toBe('/list?colour=green&page=5');
    expect(router.state.historyAction).toBe('REPLACE');

    act(() => {
      current().show({ ...current().view, colour: 'red' });
    });
    expect(address()).toBe('/list?colour=red&page=5');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('keeps the same view and changes while the address stays', () => {
    const { current, router } = renderList('/list?colour=green');
    const before = current();
    act(() => {
      void router.navigate('/list?colour=green');
    });
    expect(current().view).toBe(before.view);
    expect(current().setFilters).toBe(before.setFilters);
  });
});
