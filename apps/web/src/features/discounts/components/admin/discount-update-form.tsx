import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { NAME_MAX_LENGTH } from '@shop/shared/constants';
import { DiscountUpdateInput } from '@shop/shared/discounts/schemas';
import type { Discount } from '@shop/shared/discounts/schemas';
import { TEXTS } from '@shop/shared/texts';
import { useImageForm } from '../../../../lib/use-image-form';
import { FormActions } from '../../../../ui/form-actions';
import { ImageFileField } from '../../../../ui/image-file-field';
import { FormAlert, TextField } from '../../../../ui/text-field';
import { useUpdateDiscount } from '../../admin-api';

const FORM = ADMIN_PAGES.form;

interface DiscountUpdateFormProps {
  discount: Discount;
  /** after a save, and by 'Отмена' */
  onDone: () => void;
  onCatalogueChanged?: () => void;
}

/** A discount's title and, when a new file is chosen, its image (spec §5 Discount update). */
export function DiscountUpdateForm({ discount, onDone, onCatalogueChanged }: DiscountUpdateFormProps) {
  const update = useUpdateDiscount(onCatalogueChanged);
  const form = useImageForm({
    schema: DiscountUpdateInput,
    initial: { title: discount.title, image: '' },
    prepare: (values) => ({ title: values.title }),
    submit: async (data, image) => {
      await update.mutateAsync({ id: discount.id, form: { title: data.title, image: image ?? undefined } });
      toast.success(TEXTS.discounts.updated);
      onDone();
    },
    fallbackError: TEXTS.common.genericError,
    onError: (message) => toast.error(message),
  });
  const { formRef, formError, busy, field, onSubmit, imageField } = form;

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-label={FORM.editOne(discount.title)}
      className="space-y-4"
    >
      <TextField label={FORM.name} {...field('title')} maxLength={NAME_MAX_LENGTH} />
      <ImageFileField
        label={FORM.image}
        hint={FORM.keepImageHint}
        optional
        currentImage={discount.image}
        {...imageField}
      />
      <FormAlert>{formError}</FormAlert>
      <FormActions busy={busy} submitLabel={TEXTS.common.save} onCancel={onDone} />
    </form>
  );
}
