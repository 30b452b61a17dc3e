import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { CategoryFormInput } from '@shop/shared/catalog/admin-schemas';
import type { AdminCategory, CategoryForm as CategoryFormOutput } from '@shop/shared/catalog/admin-schemas';
import type { CategoryBase } from '@shop/shared/catalog/schemas';
import { TEXTS } from '@shop/shared/texts';
import { useImageForm } from '../../../../lib/use-image-form';
import { FormActions } from '../../../../ui/form-actions';
import { ImageFileField } from '../../../../ui/image-file-field';
import { IdOptions, SelectField } from '../../../../ui/select-field';
import { FormAlert, TextField } from '../../../../ui/text-field';
import { useSaveCategory } from '../../category-admin-api';
import { parentOptions } from '../../category-parents';
import {
  SpecialTransportCheckbox,
  specialTransportField,
  specialTransportValue,
} from './special-transport-checkbox';

const T = ADMIN_PAGES.categories;
// the picture travels as a file beside the text fields; `image` only carries the server's message
// not checked here (the schema has refinements: zod refuses to omit a field of it)
const CategoryTextFields = CategoryFormInput;
type Field = 'name' | 'parent_id' | 'special_transport' | 'min_quantity' | 'quantity_step' | 'image';

/**
 * The category's own special-transport mark: none for a new category; an edited one's when the record
 * carries it (AdminCategory), otherwise unknown (undefined) and sent only once the admin ticks the box.
 */
function ownSpecialTransport(category: CategoryBase | null | undefined): boolean | undefined {
  if (!category) return false;
  const mark = (category as { special_transport?: unknown }).special_transport;
  return typeof mark === 'boolean' ? mark : undefined;
}

/**
 * The category's own sale rule as the form shows it ('0,5'; '' = inherited); unknown (null) when the
 * record does not carry it: then the field is sent only once the admin types in it.
 */
function ownSaleFigure(category: CategoryBase | null | undefined, name: 'min_quantity' | 'quantity_step') {
  if (!category) return '';
  if (!(name in category)) return null;
  const value = (category as unknown as Record<string, unknown>)[name];
  return typeof value === 'number' ? String(value).replace('.', ',') : '';
}

interface CategoryFormProps {
  /** the category being edited; a new one is created without it */
  category?: CategoryBase | null;
  /** every category: the parent choices */
  categories: readonly CategoryBase[];
  onSaved: (saved: AdminCategory) => void;
  /** shows 'Отмена' (leaves the edit mode, closes the modal) */
  onCancel?: () => void;
}

/**
 * The category form (spec §2 Admin categories, §5 Category): name, parent or 'Корневая категория',
 * picture. While editing, the category and its subcategories are not offered as its parent; the server
 * refuses a cycle all the same (400, shown under the parent).
 */
export function CategoryForm({ category, categories, onSaved, onCancel }: CategoryFormProps) {
  const save = useSaveCategory();
  const editing = Boolean(category);
  const ownMinimum = ownSaleFigure(category, 'min_quantity');
  const ownStep = ownSaleFigure(category, 'quantity_step');
  // an unknown stored figure left empty is not sent: the server keeps it
  const figureField = (value: string, own: string | null) =>
    own === null && value === '' ? undefined : value;
  const { formRef, values, errors, formError, busy, change, field, onSubmit, imageField } = useImageForm<
    Field,
    Omit<CategoryFormOutput, 'image'>
  >({
    schema: CategoryTextFields,
    initial: {
      name: category?.name ?? '',
      parent_id: category?.parent_id ? String(category.parent_id) : '',
      special_transport: specialTransportValue(ownSpecialTransport(category)),
      min_quantity: ownMinimum ?? '',
      quantity_step: ownStep ?? '',
      image: '',
    },
    prepare: (input) => ({
      ...input,
      image: undefined,
      special_transport: specialTransportField(input.special_transport),
      min_quantity: figureField(input.min_quantity, ownMinimum),
      quantity_step: figureField(input.quantity_step, ownStep),
    }),
    fallbackError: TEXTS.common.genericError,
    submit: async (data, image) => {
      const saved = await save.mutateAsync({ write: { ...data, image }, id: category?.id });
      toast.success(editing ? TEXTS.categories.updated : TEXTS.categories.created);
      onSaved(saved);
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      {category?.is_discount_category && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {T.discountCategory}
        </p>
      )}
      <TextField label={ADMIN_PAGES.form.name} autoComplete="off" disabled={busy} {...field('name')} />
      <SelectField
        label={T.parent}
        name="parent_id"
        value={values.parent_id}
        error={errors.parent_id}
        disabled={busy}
        onChange={(event) => change('parent_id', event.target.value)}
      >
        <IdOptions options={parentOptions(categories, category?.id)} emptyLabel={T.root} />
      </SelectField>
      <SpecialTransportCheckbox
        value={values.special_transport}
        hint={T.specialTransportHint}
        error={errors.special_transport}
        disabled={busy}
        onChange={(value) => change('special_transport', value)}
      />
      <fieldset className="space-y-2">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={ADMIN_PAGES.products.minQuantity}
            optional
            inputMode="decimal"
            autoComplete="off"
            disabled={busy}
            {...field('min_quantity')}
          />
          <TextField
            label={ADMIN_PAGES.products.quantityStep}
            optional
            inputMode="decimal"
            autoComplete="off"
            disabled={busy}
            {...field('quantity_step')}
          />
        </div>
        <p className="text-sm text-slate-500">{T.saleRuleHint}</p>
      </fieldset>
      <ImageFileField optional currentImage={category?.image} {...imageField} />
      <FormAlert>{formError}</FormAlert>
      <FormActions busy={busy} submitLabel={editing ? TEXTS.common.save : T.create} onCancel={onCancel} />
    </form>
  );
}
