import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { apiClient } from '../../../lib/api-client';
import { makeCategory } from '../../../test/categories';
import { categoryIcon } from '../category-icon';
import { CategorySidebar, CategorySidebarView } from './category-sidebar';

let nextId = 1;
const category = (name: string, extra: Partial<CategoryBase> = {}) => makeCategory(nextId++, name, extra);

function renderView(props: Partial<Parameters<typeof CategorySidebarView>[0]> = {}) {
  return render(
    <MemoryRouter>
      <CategorySidebarView categories={[]} isLoading={false} {...props} />
    </MemoryRouter>,
  );
}

const topLevelNames = () =>
  within(screen.getByRole('list', { name: 'Все категории' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('CategorySidebarView', () => {
  it("shows 'Загрузка...' while loading", () => {
    renderView({ categories: undefined, isLoading: true });
    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows 'Категории не найдены.' when there are none", () => {
    renderView({ categories: [] });
    expect(screen.getByText('Категории не найдены.')).toBeInTheDocument();
  });

  it("groups promotion and discount categories under 'Акции', apart from the main list", () => {
    const doors = category('Двери');
    const sale = category('Распродажа недели', { is_promotion_category: true });
    const discount = category('Скидки на краску', { is_discount_category: true, parent_id: doors.id });
    const inner = category('Межкомнатные двери', { parent_id: doors.id });
    renderView({ categories: [doors, sale, discount, inner] });

    const promo = screen.getByRole('region', { name: 'Акции' });
    expect(
      within(promo)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Распродажа недели', 'Скидки на краску']);
    expect(topLevelNames()).toEqual(['Двери']);
    expect(screen.queryByText('Межкомнатные двери')).not.toBeInTheDocument();
  });

  it("has no 'Акции' block without flagged categories", () => {
    renderView({ categories: [category('Двери')] });
    expect(screen.queryByText('Акции')).not.toBeInTheDocument();
  });

  it('sorts top-level categories in Russian alphabetical order, Ё among Е and Э near the end', () => {
    const names = [
      'Электрика',
      'Ёмкости и баки',
      'Двери',
      'Арматура',
      'Жидкие гвозди',
      'Якоря',
      'Еврозаборы',
    ];
    renderView({ categories: names.map((name) => category(name)) });
    expect(topLevelNames()).toEqual([
      'Арматура',
      'Двери',
      'Еврозаборы',
      'Ёмкости и баки',
      'Жидкие гвозди',
      'Электрика',
      'Якоря',
    ]);
  });

  it('links each category to the catalogue with its id and reports the navigation', () => {
    const doors = category('Двери');
    const onNavigate = vi.fn();
    renderView({ categories: [doors], onNavigate });
    const link = screen.getByRole('link', { name: 'Двери' });
    expect(link).toHaveAttribute('href', `/catalog?category_id=${doors.id}`);
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('picks an icon by keywords in the name, with a cube by default', () => {
    const names = ['Двери входные', 'Кровля и водосток', 'Лакокрасочные материалы', 'Электрика', 'Разное'];
    renderView({ categories: names.map((name) => category(name)) });
    const iconOf = (name: string) =>
      screen.getByRole('link', { name }).querySelector('svg[data-icon]')?.getAttribute('data-icon');
    expect(iconOf('Двери входные')).toBe('DoorOpen');
    expect(iconOf('Кровля и водосток')).toBe('House');
    expect(iconOf('Лакокрасочные материалы')).toBe('PaintBucket');
    expect(iconOf('Электрика')).toBe('Zap');
    expect(iconOf('Разное')).toBe('Box');
  });
});

describe('categoryIcon', () => {
  it.each([
    ['Инструмент', 'Hammer'],
    ['Электроинструмент', 'Drill'],
    ['Сантехника', 'Droplets'],
    ['Утеплители', 'Layers'],
    ['Крепёж', 'Nut'],
    ['Пиломатериалы', 'TreePine'],
    ['Сад и огород', 'Sprout'],
    ['Сухие смеси', 'Shovel'],
    ['Кабель и провод', 'Cable'],
    ['Полы и ламинат', 'LayoutGrid'],
    ['Прочее', 'Box'],
  ])('%s → %s', (name, icon) => {
    expect(categoryIcon(name).displayName).toBe(icon);
  });
});

describe('CategorySidebar (with data)', () => {
  it('loads GET /categories and lists the top-level categories', async () => {
    const list = [
      category('Кровля'),
      category('Двери'),
      category('Акция месяца', { is_promotion_category: true }),
    ];
    const get = vi.spyOn(apiClient, 'get').mockResolvedValue({ data: list } as AxiosResponse);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <CategorySidebar />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect(screen.getByText('Загрузка...')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Двери' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/categories', expect.anything());
    expect(topLevelNames()).toEqual(['Двери', 'Кровля']);
    expect(
      within(screen.getByRole('region', { name: 'Акции' })).getByText('Акция месяца'),
    ).toBeInTheDocument();
  });
});

describe('categoryIcon on the demo catalogue sections', () => {
  it.each([
    ['Двери', 'DoorOpen'],
    ['Сухие смеси', 'Shovel'],
    ['Кровля', 'House'],
    ['Утеплители и изоляция', 'Layers'],
    ['Гипсокартон и профили', 'RectangleHorizontal'],
    ['Пиломатериалы и плиты', 'TreePine'],
    ['Инструмент', 'Hammer'],
    ['Лакокрасочные материалы', 'PaintBucket'],
    ['Крепёж', 'Nut'],
    ['Сантехника', 'Droplets'],
    ['Электрика', 'Zap'],
    ['Кирпич, блоки, цемент', 'BrickWall'],
    ['Напольные покрытия и плитка', 'Grid2x2'],
    ['Сад и огород', 'Sprout'],
  ])('%s → %s', (name, icon) => {
    expect(categoryIcon(name).displayName).toBe(icon);
  });
});
