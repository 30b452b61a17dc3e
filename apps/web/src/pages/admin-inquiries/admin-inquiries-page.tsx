import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { AdminInquiries } from '../../features/inquiries/components/admin-inquiries';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

const A = ADMIN_PAGES.inquiries;

/** /admin/inquiries: contact messages and door-measurement requests (issue 13). */
export function AdminInquiriesPage() {
  useDocumentTitle(A.title);
  return (
    <div className="space-y-4">
      <div>
        <PageTitle>{A.title}</PageTitle>
        <p className="mt-1 max-w-3xl text-slate-600">{A.text}</p>
      </div>
      <AdminInquiries />
    </div>
  );
}
