/**
 * Text for XML documents the shop writes (1C's order documents, sitemaps, the YML feed): what XML 1.0
 * forbids dropped, the characters with a meaning in markup escaped.
 */
import { controlCharacterPattern } from '@shop/shared/validation';

// Control characters (XML 1.0 forbids C0 but tab and line breaks; C1 and DEL are legal but never
// meant in a name or an address), unpaired surrogates and the non-characters U+FFFE/U+FFFF.
const UNPAIRED_SURROGATES = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
const UNWANTED_CHARACTERS = new RegExp(
  `${controlCharacterPattern({ c1: true, extra: '\\ufffe\\uffff' }).source}|${UNPAIRED_SURROGATES}`,
  'g',
);

/** Text as XML content or an attribute value: unwanted characters dropped, & < > " escaped. */
export function xmlText(text: string): string {
  return text
    .replace(UNWANTED_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
