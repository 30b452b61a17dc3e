import { createElement } from 'react';
import type { LucideProps } from 'lucide-react';
import { categoryIcon } from '../category-icon';

/** The icon picked for a category by keywords in its name (a cube when nothing matches). */
export function CategoryIcon({ name, ...props }: LucideProps & { name: string }) {
  const icon = categoryIcon(name);
  return createElement(icon, { 'data-icon': icon.displayName, ...props } as LucideProps);
}
