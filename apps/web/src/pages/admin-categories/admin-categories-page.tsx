import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { CategoryForm } from '../../features/catalog/components/admin/category-form';
import { CategoryTree } from '../../features/catalog/components/admin/category-tree';
import { WithCategories } from '../../features/catalog/components/with-categories';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useEditMode } from '../../lib/use-edit-mode';
import { ChangeHistory } from '../../ui/change-history';
import type { HistoryValueFormat } from '../../ui/change-history';
import { FormBesideList } from '../../ui/form-beside-list';
import { PageTitle } from '../../ui/page-title';

const T = ADMIN_PAGES.categories;

/**
 * /admin/categories (spec §2): the form (add, or edit what the tree's 'Редактировать' loaded) and the
 * structure tree, with the history of the category being edited.
 */
export function AdminCategoriesPage() {
  useDocumentTitle(T.title);
  const mode = useEditMode<CategoryBase>();
  const { editing } = mode;

  return (
    <div className="space-y-4">
      <PageTitle>{T.title}</PageTitle>
      <p className="text-slate-600">{T.text}</p>
      <WithCategories>
        {(categories) => (
          <FormBesideList
            formRef={mode.formRef}
            formHeading={editing ? T.editTitle : T.addTitle}
            form={
              <>
                <CategoryForm
                  key={mode.formKey}
                  category={editing}
                  categories={categories}
                  onSaved={mode.saved}
                  onCancel={mode.cancel}
                />
                {editing && (
                  <ChangeHistory entity="category" id={editing.id} formatValue={parentNames(categories)} />
                )}
              </>
            }
            listHeading={T.structure}
            list={<CategoryTree categories={categories} {...mode.listProps} />}
          />
        )}
      </WithCategories>
    </div>
  );
}

/** The history shows a parent by its name ('Корневая категория' for none), not by its number. */
function parentNames(categories: readonly CategoryBase[]): HistoryValueFormat {
  const names = new Map(categories.map((category) => [category.id, category.name]));
  return (field, value) => {
    if (field !== 'parent_id') return undefined;
    if (value === null) return T.root;
    return typeof value === 'number' ? names.get(value) : undefined;
  };
}
