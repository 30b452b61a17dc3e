import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';
import { ShopImage } from './shop-image';

/** Why a picked file cannot be sent (the server checks the bytes again), or null. */
export function imageFileProblem(file: File): string | null {
  if (file.size > IMAGE_MAX_BYTES) return TEXTS.images.tooLarge(IMAGE_MAX_BYTES / 1024 / 1024);
  // an empty type (the browser does not know) is left to the server, which reads the bytes
  if (file.type && !(IMAGE_TYPES as readonly string[]).includes(file.type)) return TEXTS.images.wrongType;
  return null;
}

interface ImageFileFieldProps {
  /** default 'Изображение' */
  label?: string;
  /** the picture already stored (edit mode): previewed until a new file is picked */
  currentImage?: string | null;
  /** a file the browser rejected, or the server's message for the `image` field */
  error?: string;
  /** default: the accepted types and size, or how to replace the stored picture */
  hint?: string;
  optional?: boolean;
  disabled?: boolean;
  /** the accepted file, or null when the pick was refused */
  onChange: (file: File | null) => void;
}

/**
 * An image upload with its preview: the picked file (before it is sent), else the stored picture.
 * A file that is too large or not a picture is refused here with the reason, so a phone on a weak
 * connection does not send 10 MB to hear the same.
 */
export function ImageFileField({
  label = ADMIN_PAGES.form.image,
  currentImage,
  error,
  hint = currentImage ? ADMIN_PAGES.form.keepImageHint : ADMIN_PAGES.form.imageHint,
  optional,
  disabled,
  onChange,
}: ImageFileFieldProps) {
  const id = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const previewRef = useRef<string | null>(null);

  useEffect(
    () => () => {
      replacePreview(previewRef, null);
    },
    [],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const problem = file ? imageFileProblem(file) : null;
    if (problem) event.target.value = '';
    const accepted = problem ? null : file;
    setRefusal(problem);
    setPreviewUrl(replacePreview(previewRef, accepted));
    onChange(accepted);
  };

  const shown = refusal ?? error;
  const describedBy = shown ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> ({TEXTS.common.optional})</span>}
      </label>
      {(previewUrl || currentImage) && (
        <div className="mb-2 flex h-32 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50 sm:h-40">
          {previewUrl ? (
            <img src={previewUrl} alt="" className="max-h-full max-w-full object-contain" />
          ) : (
            <ShopImage path={currentImage} alt="" className="max-h-full max-w-full object-contain" />
          )}
        </div>
      )}
      <input
        id={id}
        name="image"
        type="file"
        accept={IMAGE_TYPES.join(',')}
        disabled={disabled}
        onChange={pick}
        aria-invalid={shown ? true : undefined}
        aria-describedby={describedBy}
        className={
          'block w-full min-w-0 rounded-lg border bg-white text-sm text-slate-700 file:mr-3 file:min-h-11 ' +
          'file:cursor-pointer file:border-0 file:border-r file:border-slate-300 file:bg-slate-50 file:px-4 ' +
          'file:font-semibold file:text-slate-800 hover:file:bg-slate-100 focus:border-brand-500 ' +
          `focus:ring-2 focus:ring-brand-200 focus:outline-none ${shown ? 'border-red-500' : 'border-slate-300'}`
        }
      />
      {hint && !shown && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {shown && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
}

/** Frees the previous preview's memory and makes one for `file`. */
function replacePreview(ref: { current: string | null }, file: File | null): string | null {
  if (ref.current) URL.revokeObjectURL(ref.current);
  ref.current = file ? URL.createObjectURL(file) : null;
  return ref.current;
}
