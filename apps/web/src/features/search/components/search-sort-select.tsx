import { SEARCH_SORTS } from '@shop/shared/constants';
import type { SearchSort } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { SortSelect } from '../../../ui/sort-select';

/** Russian labels of the search sorts; the price sorts read as in the catalogue. */
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  relevance: TEXTS.search.sorts.relevance,
  price_asc: TEXTS.catalog.sorts.price_asc,
  price_desc: TEXTS.catalog.sorts.price_desc,
  newest: TEXTS.search.sorts.newest,
};

/** The results page's order (spec §9): relevance (default), cheaper first, dearer first, newest. */
export function SearchSortSelect(props: {
  value: SearchSort;
  onChange: (sort: SearchSort) => void;
  name?: string;
}) {
  return <SortSelect options={SEARCH_SORTS} labels={SEARCH_SORT_LABELS} {...props} />;
}
