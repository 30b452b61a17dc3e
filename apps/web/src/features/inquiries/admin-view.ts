import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { INQUIRIES_PAGE_SIZE, InquiryStatus, InquiryType } from '@shop/shared/inquiries/schemas';
import { paths } from '../../lib/paths';
import { lastPageWithin, parsePage } from '../../lib/url-query';
import type { InquiriesParams } from './admin-api';

/** Reads the admin list's filters and page from the address; anything unknown means 'all' / page 1. */
export function parseInquiriesView(params: URLSearchParams): InquiriesParams {
  const type = InquiryType.safeParse(params.get('type'));
  const status = InquiryStatus.safeParse(params.get('status'));
  return {
    type: type.success ? type.data : null,
    status: status.success ? status.data : null,
    page: parsePage(params.get('page'), lastPageWithin(INQUIRIES_PAGE_SIZE)),
  };
}

export function inquiriesViewHref(view: InquiriesParams): string {
  return paths.admin.inquiries.href({
    type: view.type ?? undefined,
    status: view.status ?? undefined,
    page: view.page,
  });
}

/** The list's view kept in the address (it survives a reload and the back button) and its changes. */
export function useInquiriesView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const view = parseInquiriesView(params);
  const go = useCallback(
    (next: InquiriesParams, replace = false) => navigate(inquiriesViewHref(next), { replace }),
    [navigate],
  );
  return {
    view,
    hrefForPage: (page: number) => inquiriesViewHref({ ...view, page }),
    /** a new filter starts on page 1 */
    setType: (type: InquiryType | null) => go({ ...view, type, page: 1 }),
    setStatus: (status: InquiryStatus | null) => go({ ...view, status, page: 1 }),
    /** the page is past the end (its inquiries moved away): show the last one instead */
    goToPage: (page: number) => go({ ...view, page }, true),
  };
}
