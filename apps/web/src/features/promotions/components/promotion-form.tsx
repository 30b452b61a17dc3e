import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { PromotionFormInput } from '@shop/shared/promotions/schemas';
import type { Promotion, PromotionForm as PromotionFormOutput } from '@shop/shared/promotions/schemas';
import { TEXTS } from '@shop/shared/texts';
import { useImageForm } from '../../../lib/use-image-form';
import { FormActions } from '../../../ui/form-actions';
import { ImageFileField } from '../../../ui/image-file-field';
import { FormAlert, TextAreaField, TextField } from '../../../ui/text-field';
import { useSavePromotion } from '../admin-api';

const T = ADMIN_PAGES.promotions;
// the picture travels as a file beside the text fields; `image` holds its name (or the server's message)
const PromotionTextFields = PromotionFormInput.omit({ image: true });
type Field = 'title' | 'description' | 'image';
type PromotionText = Omit<PromotionFormOutput, 'image'>;

/** The shared text rules, plus the picture a new promotion cannot go without (spec §5). */
function promotionRules(imageRequired: boolean) {
  return {
    safeParse(input: unknown) {
      const parsed = PromotionTextFields.safeParse(input);
      if (!imageRequired || (input as Record<Field, string>).image) return parsed;
      const missing = { path: ['image'], message: TEXTS.validation.promotionImageRequired };
      return {
        success: false as const,
        error: { issues: [...(parsed.success ? [] : parsed.error.issues), missing] },
      };
    },
  };
}

interface PromotionFormProps {
  /** the promotion being edited; a new one is created without it */
  promotion?: Promotion | null;
  onSaved: (saved: Promotion) => void;
  /** shows 'Отмена' (leaves the edit mode, closes the modal) */
  onCancel?: () => void;
}

/**
 * The promotion form (spec §2 Admin promotions, §5 Promotion): title, description and a picture,
 * required for a new promotion only; an edit keeps the stored picture unless a new one is chosen.
 */
export function PromotionForm({ promotion, onSaved, onCancel }: PromotionFormProps) {
  const save = useSavePromotion();
  const editing = Boolean(promotion);
  const { formRef, formError, busy, field, onSubmit, imageField } = useImageForm<Field, PromotionText>({
    schema: promotionRules(!editing),
    initial: { title: promotion?.title ?? '', description: promotion?.description ?? '', image: '' },
    fallbackError: TEXTS.common.genericError,
    submit: async (data, image) => {
      const saved = await save.mutateAsync({ write: { ...data, image }, id: promotion?.id });
      toast.success(editing ? TEXTS.promotions.updated : TEXTS.promotions.created);
      onSaved(saved);
    },
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={ADMIN_PAGES.form.name} autoComplete="off" disabled={busy} {...field('title')} />
      <TextAreaField label={T.description} rows={4} disabled={busy} {...field('description')} />
      <ImageFileField optional={editing} currentImage={promotion?.image} {...imageField} />
      <FormAlert>{formError}</FormAlert>
      <FormActions busy={busy} submitLabel={editing ? TEXTS.common.save : T.create} onCancel={onCancel} />
    </form>
  );
}
