import { useState } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { NAME_MAX_LENGTH } from '@shop/shared/constants';
import { DiscountCreateInput } from '@shop/shared/discounts/schemas';
import { TEXTS } from '@shop/shared/texts';
import { useImageForm } from '../../../../lib/use-image-form';
import { buttonClass } from '../../../../ui/button';
import { ImageFileField } from '../../../../ui/image-file-field';
import { IdOptions, SelectField } from '../../../../ui/select-field';
import { FormAlert, TextField } from '../../../../ui/text-field';
import { useCreateDiscount } from '../../admin-api';
import type { CategoryOption } from '../../category-options';

const A = ADMIN_PAGES.discounts;
const FORM = ADMIN_PAGES.form;

type CategoryMode = 'existing' | 'new';

interface DiscountCreateFormProps {
  /** the categories a discount may link to (not discount categories); undefined while loading */
  categories: readonly CategoryOption[] | undefined;
  onCatalogueChanged: () => void;
}

/**
 * A new discount (spec §2, §5): a title, an image, and either an existing category or a new one by
 * name (the server creates it as a discount category). Checked with the shared schema first.
 */
export function DiscountCreateForm({ categories, onCatalogueChanged }: DiscountCreateFormProps) {
  // a saved form starts over: the file input is remounted to forget its file
  const [saved, setSaved] = useState(0);
  const create = useCreateDiscount(onCatalogueChanged);
  const form = useImageForm({
    schema: DiscountCreateInput,
    initial: { title: '', category_mode: 'existing', category_id: '', category_name: '', image: '' },
    // the schema checks the server's bytes; here it only needs to know that a file was chosen
    prepare: (raw) => ({
      title: raw.title,
      category_mode: raw.category_mode,
      ...(raw.category_mode === 'new'
        ? { category_name: raw.category_name }
        : { category_id: raw.category_id }),
      image: raw.image ? new Uint8Array() : undefined,
    }),
    submit: async (data, image) => {
      await create.mutateAsync({
        title: data.title,
        category:
          data.category_mode === 'new'
            ? { categoryName: data.category_name ?? '' }
            : { categoryId: data.category_id ?? 0 },
        image: image!,
      });
      toast.success(TEXTS.discounts.created);
      form.reset();
      setSaved((count) => count + 1);
    },
    fallbackError: TEXTS.discounts.createFailed,
    onError: (message) => toast.error(message),
  });
  const { formRef, values, errors, formError, busy, change, field, onSubmit, imageField } = form;
  const mode = values.category_mode as CategoryMode;
  const chooseMode = (next: CategoryMode) => {
    change('category_mode', next);
    change(next === 'new' ? 'category_id' : 'category_name', '');
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={A.addTitle}>
      <TextField label={FORM.name} {...field('title')} maxLength={NAME_MAX_LENGTH} />
      <fieldset className="min-w-0 space-y-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{A.category}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {(['existing', 'new'] as const).map((choice) => (
            <label
              key={choice}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-slate-800"
            >
              <input
                type="radio"
                name="category_mode"
                value={choice}
                checked={mode === choice}
                onChange={() => chooseMode(choice)}
                className="size-5 accent-brand-600"
              />
              {choice === 'existing' ? A.existingCategory : A.newCategory}
            </label>
          ))}
        </div>
        {mode === 'existing' ? (
          <SelectField
            label={A.chooseCategory}
            name="category_id"
            value={values.category_id}
            disabled={!categories}
            onChange={(event) => change('category_id', event.target.value)}
            error={errors.category_id}
          >
            <IdOptions options={categories} emptyLabel={'\u2014'} />
          </SelectField>
        ) : (
          <TextField label={A.newCategoryName} {...field('category_name')} maxLength={NAME_MAX_LENGTH} />
        )}
      </fieldset>
      <ImageFileField key={saved} label={FORM.image} hint={FORM.imageHint} {...imageField} />
      <FormAlert>{formError}</FormAlert>
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className={buttonClass('primary', 'w-full sm:w-auto')}
      >
        {busy ? A.creating : A.create}
      </button>
    </form>
  );
}
