import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { INQUIRIES_PAGE_SIZE } from '@shop/shared/inquiries/schemas';
import type { InquiryList } from '@shop/shared/inquiries/schemas';
import { EmptyList } from '../../../ui/empty-list';
import { LoadError } from '../../../ui/load-error';
import { Pagination } from '../../../ui/pagination';
import { Spinner } from '../../../ui/spinner';
import { useInquiries } from '../admin-api';
import { useInquiriesView } from '../admin-view';
import { useInquiryUpdates } from '../use-inquiry-updates';
import { InquiryCard } from './inquiry-card';
import { InquiryFilters } from './inquiry-filters';

const A = ADMIN_PAGES.inquiries;

/** Telegram or the shop's e-mail is not set up: what the shop misses, and which settings to make. */
function ChannelNotices({ list }: { list: InquiryList }) {
  const notices = [list.telegramConfigured ? null : A.telegramOff, list.emailConfigured ? null : A.emailOff];
  return notices.map(
    (notice) =>
      notice && (
        <p
          key={notice}
          className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          {notice}
        </p>
      ),
  );
}

/**
 * The admin list of contact messages and measurement requests (issue 13): type and status filters,
 * pages of 10, status changes, each one's delivery; a new one arrives live with a toast.
 */
export function AdminInquiries() {
  const { view, hrefForPage, setType, setStatus, goToPage } = useInquiriesView();
  const query = useInquiries(view);
  useInquiryUpdates();
  const data = query.data;
  const totalPages = data ? Math.ceil(data.total / INQUIRIES_PAGE_SIZE) : 0;
  const filtered = view.type !== null || view.status !== null;

  // the last inquiries of a page moved to another status: show the new last page
  const pastEnd = data !== undefined && !query.isPlaceholderData && view.page > Math.max(totalPages, 1);
  useEffect(() => {
    if (pastEnd) goToPage(Math.max(totalPages, 1));
  }, [pastEnd, totalPages, goToPage]);

  return (
    <div className="space-y-4">
      {data && <ChannelNotices list={data} />}
      <InquiryFilters
        type={view.type}
        status={view.status}
        onTypeChange={setType}
        onStatusChange={setStatus}
      />
      {query.isError && !data ? (
        <LoadError message={A.loadFailed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : !data ? (
        <Spinner />
      ) : data.items.length === 0 ? (
        <EmptyList>{filtered ? A.emptyFiltered : A.empty}</EmptyList>
      ) : (
        <>
          <ul
            aria-label={A.title}
            aria-busy={query.isFetching}
            className={`space-y-3 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.items.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} />
            ))}
          </ul>
          <Pagination page={view.page} totalPages={totalPages} hrefFor={hrefForPage} />
        </>
      )}
    </div>
  );
}
