import { Archive, FileSpreadsheet, FileCode2, Tags } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageTitle } from '../../ui/page-title';

const BLOCKS = [
  {
    icon: FileSpreadsheet,
    title: 'Импорт категорий и товаров',
    text: 'Файл XLS, XLSX или XML; по желанию — вместе с категориями.',
  },
  {
    icon: FileCode2,
    title: 'Обновление из import0_1.xml',
    text: 'Обновляет существующие товары и добавляет новые.',
  },
  {
    icon: Archive,
    title: 'Изображения товаров',
    text: 'ZIP-архив с папками выгрузки 1С, не более 5 ГБ; обработка идёт в фоне.',
  },
  {
    icon: Tags,
    title: 'Цены и остатки',
    text: 'XML-файл с ценой за единицу и количеством.',
  },
] as const;

/** /admin: the import panel (spec §2) with its four blocks. */
export function AdminImportPage() {
  useDocumentTitle('Импорт данных');
  return (
    <div className="space-y-6">
      <PageTitle>Импорт данных</PageTitle>
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
