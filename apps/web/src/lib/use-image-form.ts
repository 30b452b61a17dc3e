import { useState } from 'react';
import { useSchemaForm } from './use-schema-form';
import type { SchemaFormOptions } from './use-schema-form';

type ImageFormOptions<Field extends string, Output> = Omit<
  SchemaFormOptions<Field | 'image', Output>,
  'submit'
> & {
  /** `image`: the picked file, or null (none picked, or the pick was refused) */
  submit: (data: Output, image: File | null) => Promise<void>;
};

/**
 * useSchemaForm for an admin form that sends a picture as a file beside its text fields (multipart,
 * spec §7). The file is kept apart; its name goes into the `image` value, so a schema rule or the
 * server's message for `image` shows under the picture like any field's.
 */
export function useImageForm<Field extends string, Output>(options: ImageFormOptions<Field, Output>) {
  const [image, setImage] = useState<File | null>(null);
  const form = useSchemaForm<Field | 'image', Output>({
    ...options,
    submit: (data) => options.submit(data, image),
  });
  const pickImage = (file: File | null) => {
    setImage(file);
    form.change('image', file?.name ?? '');
  };
  return {
    ...form,
    pickImage,
    /** error, disabled and onChange of the ImageFileField, like `field` for a TextField */
    imageField: { error: form.errors.image, disabled: form.busy, onChange: pickImage },
    reset: () => {
      form.reset();
      setImage(null);
    },
  };
}
