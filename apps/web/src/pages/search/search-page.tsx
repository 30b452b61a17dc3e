import { useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PageTitle } from '../../ui/page-title';
import { paths } from '../../app/paths';
import { useDocumentTitle } from '../../lib/use-document-title';

export function SearchPage() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  useDocumentTitle(q ? `Поиск: ${q}` : 'Поиск');

  return (
    <div className="container-page space-y-4 py-5 sm:py-8">
      <Breadcrumbs items={[{ label: 'Главная', href: paths.home.href() }, { label: 'Поиск' }]} />
      <PageTitle>Результаты поиска</PageTitle>
      {q ? (
        <p className="text-slate-600">
          По запросу <strong className="text-slate-900">«{q}»</strong>
        </p>
      ) : (
        <p className="text-slate-600">Введите название или артикул товара в строке поиска.</p>
      )}
    </div>
  );
}
