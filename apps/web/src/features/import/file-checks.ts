import {
  IMAGE_ARCHIVE_EXTENSIONS,
  IMAGE_ZIP_MAX_BYTES,
  IMPORT_FILE_EXTENSIONS,
  IMPORT_FILE_MAX_BYTES,
  XML_FILE_EXTENSIONS,
} from '@shop/shared/constants';
import { TEXTS } from '@shop/shared/texts';

/** The four blocks of the import panel (spec §2). */
export type ImportBlockKind = 'catalog' | 'import01' | 'images' | 'prices';

interface FileRule {
  extensions: readonly string[];
  wrongType: string;
  maxBytes: number;
}

const V = TEXTS.validation;

/** What each block takes (spec §5 import validation). */
export const FILE_RULES: Record<ImportBlockKind, FileRule> = {
  catalog: {
    extensions: IMPORT_FILE_EXTENSIONS,
    wrongType: V.importFileType,
    maxBytes: IMPORT_FILE_MAX_BYTES,
  },
  import01: { extensions: XML_FILE_EXTENSIONS, wrongType: V.xmlFileType, maxBytes: IMPORT_FILE_MAX_BYTES },
  images: { extensions: IMAGE_ARCHIVE_EXTENSIONS, wrongType: V.zipFileType, maxBytes: IMAGE_ZIP_MAX_BYTES },
  prices: { extensions: XML_FILE_EXTENSIONS, wrongType: V.xmlFileType, maxBytes: IMPORT_FILE_MAX_BYTES },
};

/** The `accept` attribute of a block's file input. */
export const acceptOf = (kind: ImportBlockKind) => FILE_RULES[kind].extensions.join(',');

/** Why the chosen file cannot be sent by this block, or null (the server checks the bytes again). */
export function fileProblem(kind: ImportBlockKind, file: Pick<File, 'name' | 'size'> | null): string | null {
  if (!file) return V.fileNotSelected;
  const rule = FILE_RULES[kind];
  const name = file.name.trim().toLowerCase();
  if (!rule.extensions.some((extension) => name.endsWith(extension))) return rule.wrongType;
  if (file.size > rule.maxBytes) return V.fileTooLarge;
  return null;
}
