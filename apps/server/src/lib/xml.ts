/**
 * Text for XML documents the shop writes (1C's order documents, sitemaps, the YML feed): what XML 1.0
 * forbids dropped, the characters with a meaning in markup escaped.
 */

// Control characters (XML 1.0 forbids C0 but tab and line breaks; C1 and DEL are legal but never
// meant in a name or an address), unpaired surrogates and the non-characters U+FFFE/U+FFFF.
const UNWANTED_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML content or an attribute value: unwanted characters dropped, & < > " escaped. */
export function xmlText(text: string): string {
  return text
    .replace(UNWANTED_CHARACTERS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
