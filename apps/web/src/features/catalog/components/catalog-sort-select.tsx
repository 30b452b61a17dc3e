import { CATALOG_SORTS } from '@shop/shared/constants';
import type { CatalogSort } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { SortSelect } from '../../../ui/sort-select';

/** The catalogue's sort order (spec §9): popularity (default), cheaper first, dearer first. */
export function CatalogSortSelect(props: {
  name?: string;
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
  className?: string;
}) {
  return <SortSelect options={CATALOG_SORTS} labels={TEXTS.catalog.sorts} {...props} />;
}
