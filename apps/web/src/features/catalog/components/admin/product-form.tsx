import { useState } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { ProductFormInput, propertiesText } from '@shop/shared/catalog/admin-schemas';
import type { ProductForm as ProductFormOutput } from '@shop/shared/catalog/admin-schemas';
import type { CategoryBase, Product } from '@shop/shared/catalog/schemas';
import { kopecksToDecimalText } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { useImageForm } from '../../../../lib/use-image-form';
import { FormActions } from '../../../../ui/form-actions';
import { ImageFileField } from '../../../../ui/image-file-field';
import { FormAlert, TextAreaField, TextField } from '../../../../ui/text-field';
import { isArticleTaken, useSaveProduct } from '../../product-admin-api';
import { ProductCategorySelect } from './product-category-select';
import { initialPropertiesText, ProductPropertiesField, propertiesField } from './product-properties-field';
import { initialUnitCode, ProductUnitSelect, unitCodeField } from './product-unit-select';
import {
  SpecialTransportCheckbox,
  specialTransportField,
  specialTransportValue,
} from './special-transport-checkbox';

const P = ADMIN_PAGES.products;
// the picture travels as a file beside the text fields; `image` only carries the server's message
const ProductTextFields = ProductFormInput.omit({ image: true });
type ProductText = Omit<ProductFormOutput, 'image'>;
type Field = keyof ProductText | 'image';

/**
 * The product's own special-transport mark, when the record tells it: a new product has none, the staff
 * list's AdminProduct carries it. The product page's ProductDetail counts its category's mark too, so
 * only its 'no' is the product's own; a card's Product does not say (undefined).
 */
function ownSpecialTransport(product: Product | null | undefined): boolean | undefined {
  if (!product) return false;
  const mark = (product as { special_transport?: unknown }).special_transport;
  if (typeof mark !== 'boolean') return undefined;
  return 'published' in product || !mark ? mark : undefined;
}

function initialValues(product: Product | null | undefined): Record<Field, string> {
  return {
    name: product?.name ?? '',
    price: product ? product.price.toFixed(2) : '',
    description: product?.description ?? '',
    category_id: product?.category_id ? String(product.category_id) : '',
    stock_quantity: product ? String(product.stock_quantity) : '',
    article: product?.article.trim() ?? '',
    discount: product ? String(product.discount) : '0',
    special_transport: specialTransportValue(ownSpecialTransport(product)),
    unit_code: initialUnitCode(product),
    properties: initialPropertiesText(product),
    image: '',
  };
}

/** The multipart body of spec §7: the checked values (price in roubles with kopecks) and the new picture. */
function productFormData(values: ProductText, image: File | null): FormData {
  const body = new FormData();
  body.append('name', values.name);
  body.append('price', kopecksToDecimalText(values.price));
  body.append('description', values.description);
  body.append('category_id', String(values.category_id));
  body.append('stock_quantity', String(values.stock_quantity));
  body.append('article', values.article);
  body.append('discount', String(values.discount));
  // not sent while the stored mark is unknown and untouched: the server keeps it
  if (values.special_transport !== undefined) {
    body.append('special_transport', String(values.special_transport));
  }
  // not sent while unknown (a card's product) or an unlisted imported unit: the server keeps them
  if (values.unit_code !== undefined) body.append('unit_code', values.unit_code?.code ?? '');
  if (values.properties !== undefined) body.append('properties', propertiesText(values.properties));
  if (image) body.append('image', image);
  return body;
}

interface ProductFormProps {
  /** the product being edited; a new one is created without it */
  product?: Product | null;
  categories: readonly CategoryBase[];
  onSaved: () => void;
  onCancel: () => void;
  /** shows 'Удалить' (an existing product) */
  onDelete?: () => void;
}

/**
 * The product form (spec §2 Admin products, §5 Product form): name, price, category and stock are
 * required, discount 0–99. The article is checked when the field is left ('Артикул уже существует');
 * a clash found on saving (409) goes to the field and to a toast as well.
 */
export function ProductForm({ product, categories, onSaved, onCancel, onDelete }: ProductFormProps) {
  // the server refused the whole request as too large: no field of its own, shown at the picture
  const [imageRefusal, setImageRefusal] = useState<string | null>(null);
  // the article the check found taken; the message stays while the field still holds it
  const [takenArticle, setTakenArticle] = useState<string | null>(null);
  const save = useSaveProduct();
  const editing = Boolean(product);

  const { formRef, values, errors, formError, busy, change, field, onSubmit, pickImage, imageField } =
    useImageForm<Field, ProductText>({
      schema: ProductTextFields,
      initial: initialValues(product),
      prepare: (input) => ({
        ...input,
        special_transport: specialTransportField(input.special_transport),
        unit_code: unitCodeField(input.unit_code),
        properties: propertiesField(input.properties),
      }),
      fallbackError: TEXTS.common.genericError,
      submit: async (data, image) => {
        try {
          await save.mutateAsync({ id: product?.id, form: productFormData(data, image) });
        } catch (error) {
          if (error instanceof ApiRequestError && error.code === 'ARTICLE_TAKEN') {
            toast.error(errorMessage(error, TEXTS.validation.articleExists));
          }
          if (error instanceof ApiRequestError && error.status === 413 && !error.fields) {
            setImageRefusal(errorMessage(error, TEXTS.errors.payloadTooLarge));
            return;
          }
          throw error;
        }
        toast.success(editing ? TEXTS.products.updated : TEXTS.products.created);
        onSaved();
      },
    });

  const article = values.article.trim();
  const checkArticle = async () => {
    // an unchanged article is not checked: imported products may share one (real 1C data does)
    if (!article || article === product?.article.trim()) return;
    try {
      if (await isArticleTaken(article, product?.id)) setTakenArticle(article);
    } catch {
      // the save checks again
    }
  };
  const articleError =
    errors.article ??
    (takenArticle !== null && takenArticle === article ? TEXTS.validation.articleExists : undefined);

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={P.name} autoComplete="off" disabled={busy} {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={P.price}
          inputMode="decimal"
          autoComplete="off"
          disabled={busy}
          {...field('price')}
        />
        <TextField
          label={P.discount}
          inputMode="numeric"
          autoComplete="off"
          disabled={busy}
          {...field('discount')}
        />
        <TextField
          label={P.stock}
          inputMode="numeric"
          autoComplete="off"
          disabled={busy}
          {...field('stock_quantity')}
        />
        <TextField
          label={P.article}
          optional
          autoComplete="off"
          disabled={busy}
          {...field('article')}
          error={articleError}
          onBlur={() => void checkArticle()}
        />
      </div>
      <ProductUnitSelect
        value={values.unit_code}
        storedUnit={product?.unit_name}
        error={errors.unit_code}
        disabled={busy}
        onChange={(value) => change('unit_code', value)}
      />
      <ProductCategorySelect
        label={P.category}
        emptyLabel={TEXTS.products.categoryRequired}
        categories={categories}
        value={values.category_id}
        error={errors.category_id}
        disabled={busy}
        onChange={(value) => change('category_id', value)}
      />
      <TextAreaField label={P.description} optional rows={4} disabled={busy} {...field('description')} />
      {values.properties !== '' && (
        <ProductPropertiesField
          value={values.properties}
          error={errors.properties}
          disabled={busy}
          onChange={(value) => change('properties', value)}
        />
      )}
      <SpecialTransportCheckbox
        value={values.special_transport}
        hint={P.specialTransportHint}
        error={errors.special_transport}
        disabled={busy}
        onChange={(value) => change('special_transport', value)}
      />
      <ImageFileField
        label={P.image}
        optional
        hint={product?.image ? P.keepImageHint : P.imageHint}
        currentImage={product?.image}
        {...imageField}
        error={imageRefusal ?? imageField.error}
        onChange={(file) => {
          pickImage(file);
          setImageRefusal(null);
        }}
      />
      <FormAlert>{formError}</FormAlert>
      <FormActions
        busy={busy}
        submitLabel={editing ? TEXTS.common.save : P.add}
        onCancel={onCancel}
        onDelete={onDelete}
      />
    </form>
  );
}
