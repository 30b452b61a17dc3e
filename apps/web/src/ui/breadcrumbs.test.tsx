import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from './breadcrumbs';

const renderCrumbs = (items: Parameters<typeof Breadcrumbs>[0]['items']) =>
  render(
    <MemoryRouter>
      <Breadcrumbs items={items} />
    </MemoryRouter>,
  );

describe('Breadcrumbs', () => {
  it("gives a phone only '← parent' and hides the full trail under 640 px", () => {
    renderCrumbs([
      { label: 'Главная', href: '/' },
      { label: 'Каталог', href: '/catalog' },
      { label: 'Двери', href: '/catalog?category_id=3' },
      { label: 'Дверь «Сицилия»' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    const back = nav.querySelector('a.sm\\:hidden');
    expect(back).toHaveTextContent('Двери');
    expect(back).toHaveAttribute('href', '/catalog?category_id=3');
    expect(within(nav).getByRole('list')).toHaveClass('hidden', 'sm:flex');
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the trail itself when no crumb before the page links anywhere', () => {
    renderCrumbs([{ label: 'Главная' }]);
    const nav = screen.getByRole('navigation', { name: 'Навигационная цепочка' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(nav).getByRole('list')).toHaveClass('flex');
    expect(within(nav).getByRole('list')).not.toHaveClass('hidden');
  });
});
