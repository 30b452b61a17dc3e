import { useState } from 'react';
import { toast } from 'react-toastify';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { calculatorText, ProductFormInput, propertiesText } from '@shop/shared/catalog/admin-schemas';
import type { ProductForm as ProductFormOutput } from '@shop/shared/catalog/admin-schemas';
import type { CategoryBase, Product } from '@shop/shared/catalog/schemas';
import { quantityWithUnit, shownUnit } from '@shop/shared/catalog/units';
import { kopecksToDecimalText } from '@shop/shared/money';
import { TEXTS } from '@shop/shared/texts';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { useImageForm } from '../../../../lib/use-image-form';
import { FormActions } from '../../../../ui/form-actions';
import { ImageFileField } from '../../../../ui/image-file-field';
import { FormAlert, TextAreaField, TextField } from '../../../../ui/text-field';
import { isArticleTaken, useSaveProduct } from '../../product-admin-api';
import { ProductCalculatorField } from './product-calculator-field';
import { ProductCategorySelect } from './product-category-select';
import { initialPropertiesText, ProductPropertiesField, propertiesField } from './product-properties-field';
import { initialUnitCode, ProductUnitSelect, unitCodeField } from './product-unit-select';
import {
  SpecialTransportCheckbox,
  specialTransportField,
  specialTransportValue,
} from './special-transport-checkbox';

const P = ADMIN_PAGES.products;
// the picture travels as a file beside the text fields; `image` only carries the server's message and
// is not checked here (the schema has refinements: zod refuses to omit a field of it)
const ProductTextFields = ProductFormInput;
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

/** A decimal as the form shows it: '145,984', '' for none. */
const decimalField = (value: number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value).replace('.', ',');

/** A field of the record, when the record carries it (a card's Product lacks the own sale rule). */
function recordField(product: Product | null | undefined, name: string): { known: boolean; value: unknown } {
  if (!product) return { known: true, value: null };
  return name in product
    ? { known: true, value: (product as unknown as Record<string, unknown>)[name] }
    : { known: false, value: null };
}

const numberOrNull = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Issue 27's fields whose stored value a storefront record may not carry: not sent unless typed in. */
const MAYBE_UNKNOWN = ['min_quantity', 'quantity_step', 'length_m', 'calculator'] as const;
type MaybeUnknown = (typeof MAYBE_UNKNOWN)[number];
const SOURCE: Record<MaybeUnknown, string> = {
  min_quantity: 'own_min_quantity',
  quantity_step: 'own_quantity_step',
  length_m: 'length_m',
  calculator: 'calculator_setting',
};

function unknownFields(product: Product | null | undefined): ReadonlySet<MaybeUnknown> {
  return new Set(MAYBE_UNKNOWN.filter((field) => !recordField(product, SOURCE[field]).known));
}

function initialValues(product: Product | null | undefined): Record<Field, string> {
  const setting = recordField(product, 'calculator_setting').value;
  return {
    name: product?.name ?? '',
    price: product ? product.price.toFixed(2) : '',
    description: product?.description ?? '',
    category_id: product?.category_id ? String(product.category_id) : '',
    stock_quantity: product ? decimalField(product.stock_exact) : '',
    min_quantity: decimalField(numberOrNull(recordField(product, 'own_min_quantity').value)),
    quantity_step: decimalField(numberOrNull(recordField(product, 'own_quantity_step').value)),
    weight_kg: decimalField(product?.weight_kg),
    length_m: decimalField(numberOrNull(recordField(product, 'length_m').value)),
    calculator:
      setting && typeof setting === 'object'
        ? calculatorText(setting as Parameters<typeof calculatorText>[0])
        : '',
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
  // issue 27: '' = inherited or unknown; not sent while the stored value is unknown and untouched
  const decimals = ['min_quantity', 'quantity_step', 'weight_kg', 'length_m'] as const;
  for (const name of decimals) {
    const value = values[name];
    if (value !== undefined) body.append(name, value === null ? '' : String(value));
  }
  if (values.calculator !== undefined) body.append('calculator', calculatorText(values.calculator));
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
  const initial = initialValues(product);
  const unknown = unknownFields(product);
  // an unknown stored value left as it was is not sent: the server keeps it
  const keepUnknown = (input: Record<Field, string>, name: MaybeUnknown) =>
    unknown.has(name) && input[name] === initial[name] ? undefined : input[name];

  const { formRef, values, errors, formError, busy, change, field, onSubmit, pickImage, imageField } =
    useImageForm<Field, ProductText>({
      schema: ProductTextFields,
      initial,
      prepare: (input) => ({
        ...input,
        image: undefined,
        min_quantity: keepUnknown(input, 'min_quantity'),
        quantity_step: keepUnknown(input, 'quantity_step'),
        length_m: keepUnknown(input, 'length_m'),
        calculator: keepUnknown(input, 'calculator'),
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

  const unit = shownUnit(product?.unit_name);
  // the effective figure the empty field stands for ('сейчас 0,1 м'); a new product: by its unit
  const inheritedHint = (effective: number | undefined) =>
    effective === undefined ? P.inheritedNewHint : P.inheritedHint(quantityWithUnit(effective, unit));
  const effectiveCalculator = recordField(product, 'calculator').value as { kind: string } | null;
  const automaticCalculator = !product
    ? null
    : effectiveCalculator && effectiveCalculator.kind in P.calculatorKinds
      ? P.calculatorKinds[effectiveCalculator.kind as keyof typeof P.calculatorKinds]
      : P.calculatorKinds.none;

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
          inputMode="decimal"
          autoComplete="off"
          disabled={busy}
          hint={P.stockHint}
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
      <fieldset className="space-y-4 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">{P.saleGroup}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={P.minQuantity}
            optional
            inputMode="decimal"
            autoComplete="off"
            disabled={busy}
            hint={inheritedHint(product?.min_quantity)}
            {...field('min_quantity')}
          />
          <TextField
            label={P.quantityStep}
            optional
            inputMode="decimal"
            autoComplete="off"
            disabled={busy}
            hint={inheritedHint(product?.quantity_step)}
            {...field('quantity_step')}
          />
          <TextField
            label={P.weight}
            optional
            inputMode="decimal"
            autoComplete="off"
            disabled={busy}
            hint={P.weightHint}
            {...field('weight_kg')}
          />
          <TextField
            label={P.length}
            optional
            inputMode="decimal"
            autoComplete="off"
            disabled={busy}
            hint={P.lengthHint}
            {...field('length_m')}
          />
        </div>
        <ProductCalculatorField
          value={values.calculator}
          automatic={automaticCalculator}
          error={errors.calculator}
          disabled={busy}
          onChange={(value) => change('calculator', value)}
        />
      </fieldset>
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
