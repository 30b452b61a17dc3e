import { useId, useState } from 'react';
import { ChevronRight, X } from 'lucide-react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { buildCategoryTree } from '@shop/shared/catalog/category-tree';
import type { Category, CategoryBase } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { errorMessage } from '../../../../lib/api-client';
import type { EditModeListProps } from '../../../../lib/use-edit-mode';
import { buttonClass, iconButtonClass } from '../../../../ui/button';
import { DeleteDialog } from '../../../../ui/delete-dialog';
import { EmptyList } from '../../../../ui/empty-list';
import { RowDeleteButton, RowEditButton } from '../../../../ui/row-actions';
import { useDeleteCategory } from '../../category-admin-api';

const T = ADMIN_PAGES.categories;
const F = ADMIN_PAGES.form;

/**
 * Levels deeper than this are not indented further, so a deep 1C catalogue never pushes the names
 * and buttons past a phone's screen.
 */
const MAX_INDENT_DEPTH = 4;

interface CategoryTreeProps extends EditModeListProps<CategoryBase> {
  categories: readonly CategoryBase[];
}

/**
 * The category structure (spec §2 Admin categories): nested and collapsible, each row with edit and
 * delete. Deleting asks first; the server's refusal (products or subcategories inside, a discount on
 * it) stays on screen with what to do until it is dismissed.
 */
export function CategoryTree({ categories, editingId, onEdit, onDeleted }: CategoryTreeProps) {
  const tree = buildCategoryTree(categories);
  const parentIds = categories.flatMap((category) =>
    categories.some((child) => child.parent_id === category.id) ? [category.id] : [],
  );
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [toDelete, setToDelete] = useState<CategoryBase | null>(null);
  const [refusal, setRefusal] = useState<{ name: string; message: string } | null>(null);
  const remove = useDeleteCategory();

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const confirmDelete = () => {
    const category = toDelete;
    if (!category) return;
    setRefusal(null);
    remove.mutate(category.id, {
      onSuccess: () => {
        toast.success(TEXTS.categories.deleted);
        onDeleted(category.id);
      },
      onError: (error) =>
        setRefusal({ name: category.name, message: errorMessage(error, TEXTS.common.genericError) }),
      onSettled: () => setToDelete(null),
    });
  };

  const row: RowActions = {
    editingId,
    expanded,
    busy: remove.isPending,
    onToggle: toggle,
    onEdit,
    onDelete: setToDelete,
  };

  return (
    <div className="space-y-3">
      {refusal && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 py-2 pr-1 pl-3 text-red-900"
        >
          <div className="min-w-0 flex-1 py-1">
            <p className="font-semibold">{T.deleteRefused(refusal.name)}</p>
            <p className="text-sm break-words">{refusal.message}</p>
          </div>
          <button
            type="button"
            onClick={() => setRefusal(null)}
            aria-label={TEXTS.common.close}
            className={`${iconButtonClass} text-red-800 hover:bg-red-100`}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
      {tree.length === 0 ? (
        <EmptyList>{T.empty}</EmptyList>
      ) : (
        <>
          {parentIds.length > 0 && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => setExpanded(new Set(parentIds))}
                className={buttonClass('ghost', 'min-h-10 px-3 text-sm sm:text-sm')}
              >
                {T.expandAll}
              </button>
              <button
                type="button"
                onClick={() => setExpanded(new Set())}
                className={buttonClass('ghost', 'min-h-10 px-3 text-sm sm:text-sm')}
              >
                {T.collapseAll}
              </button>
            </div>
          )}
          <ul aria-label={T.structure} className="rounded-xl border border-slate-200 bg-white p-1.5 sm:p-2">
            {tree.map((node) => (
              <CategoryNode key={node.id} node={node} depth={0} actions={row} />
            ))}
          </ul>
        </>
      )}
      <DeleteDialog
        open={toDelete !== null}
        title={T.deleteTitle}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
        busy={remove.isPending}
      >
        <p>{toDelete ? T.deleteConfirm(toDelete.name) : null}</p>
      </DeleteDialog>
    </div>
  );
}

interface RowActions {
  editingId: number | null;
  expanded: ReadonlySet<number>;
  busy: boolean;
  onToggle: (id: number) => void;
  onEdit: (category: CategoryBase) => void;
  onDelete: (category: CategoryBase) => void;
}

function CategoryNode({ node, depth, actions }: { node: Category; depth: number; actions: RowActions }) {
  const childrenId = useId();
  const children = node.children ?? [];
  const open = actions.expanded.has(node.id);
  const editing = actions.editingId === node.id;
  return (
    <li>
      <div
        className={`flex items-center gap-1 rounded-lg py-0.5 pr-0.5 ${editing ? 'bg-brand-50 ring-1 ring-brand-300' : 'hover:bg-slate-50'}`}
      >
        {children.length > 0 ? (
          <button
            type="button"
            onClick={() => actions.onToggle(node.id)}
            aria-expanded={open}
            aria-controls={childrenId}
            aria-label={open ? T.collapse(node.name) : T.expand(node.name)}
            className={iconButtonClass}
          >
            <ChevronRight
              aria-hidden="true"
              className={`size-5 transition-transform ${open ? 'rotate-90' : ''}`}
            />
          </button>
        ) : (
          <span aria-hidden="true" className="w-11 shrink-0" />
        )}
        <div className="min-w-0 flex-1 py-1.5">
          <p className="font-medium break-words text-slate-900">{node.name}</p>
          <CategoryFacts node={node} editing={editing} />
        </div>
        <RowEditButton iconOnly onClick={() => actions.onEdit(node)} aria-label={F.editOne(node.name)} />
        <RowDeleteButton
          iconOnly
          onClick={() => actions.onDelete(node)}
          disabled={actions.busy}
          aria-label={F.deleteOne(node.name)}
        />
      </div>
      {children.length > 0 && open && (
        <ul
          id={childrenId}
          className={depth < MAX_INDENT_DEPTH ? 'ml-3 border-l border-slate-200 pl-1 sm:ml-5 sm:pl-2' : ''}
        >
          {children.map((child) => (
            <CategoryNode key={child.id} node={child} depth={depth + 1} actions={actions} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The small print under a name: what kind of category it is and how many subcategories it holds. */
function CategoryFacts({ node, editing }: { node: Category; editing: boolean }) {
  const facts = [
    editing ? F.editing : null,
    node.is_discount_category ? T.discountBadge : null,
    node.is_promotion_category ? T.promotionBadge : null,
    node.children?.length ? T.subcategories(node.children.length) : null,
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return <p className="text-xs text-slate-500">{facts.join(' · ')}</p>;
}
