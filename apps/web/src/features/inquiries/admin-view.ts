import { INQUIRIES_PAGE_SIZE, InquiryStatus, InquiryType } from '@shop/shared/inquiries/schemas';
import { defineAdminList, pageWithin, useAdminListState } from '../../lib/admin-list-state';
import { paths } from '../../lib/paths';

/** The admin list's filters and page in the address; anything unknown means 'all' / page 1. */
export const inquiriesList = defineAdminList({
  params: {
    type: { name: 'type', parse: (raw) => InquiryType.safeParse(raw).data ?? null },
    status: { name: 'status', parse: (raw) => InquiryStatus.safeParse(raw).data ?? null },
  },
  page: pageWithin(INQUIRIES_PAGE_SIZE),
  href: (view) =>
    paths.admin.inquiries.href({
      type: view.type ?? undefined,
      status: view.status ?? undefined,
      page: view.page,
    }),
});

/** The list's view kept in the address (it survives a reload and the back button) and its changes. */
export function useInquiriesView() {
  const { view, hrefForPage, setFilters, goToPage } = useAdminListState(inquiriesList);
  return {
    view,
    hrefForPage,
    /** a new filter starts on page 1 */
    setType: (type: InquiryType | null) => setFilters({ type }),
    setStatus: (status: InquiryStatus | null) => setFilters({ status }),
    /** the page is past the end (its inquiries moved away): show the last one instead */
    goToPage: (page: number) => goToPage(page, { replace: true }),
  };
}
