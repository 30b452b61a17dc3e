import { Archive, FileSpreadsheet, FileCode2, Tags } from 'lucide-react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

const PAGE = ADMIN_PAGES.import;

const BLOCKS = [
  { icon: FileSpreadsheet, ...PAGE.blocks.catalog },
  { icon: FileCode2, ...PAGE.blocks.import01 },
  { icon: Archive, ...PAGE.blocks.images },
  { icon: Tags, ...PAGE.blocks.prices },
] as const;

/** /admin: the import panel (spec §2) with its four blocks. */
export function AdminImportPage() {
  useDocumentTitle(PAGE.title);
  return (
    <div className="space-y-6">
      <PageTitle>{PAGE.title}</PageTitle>
      <ul className="grid gap-4 md:grid-cols-2">
        {BLOCKS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
              <Icon aria-hidden="true" className="size-5 text-brand-600" />
              {title}
            </h2>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
