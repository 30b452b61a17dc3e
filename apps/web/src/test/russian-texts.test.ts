import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from '@shop/shared/admin/pages';
import { AUTH_FORMS } from '@shop/shared/auth/forms';
import { ORDER_DELIVERY_TEXTS } from '@shop/shared/delivery/order-delivery';
import { DELIVERY_PAGE } from '@shop/shared/delivery/page-texts';
import { DELIVERY_TEXTS } from '@shop/shared/delivery/texts';
import { personalDataConsent } from '@shop/shared/privacy/consent-document';
import { CONTACT_PAGE } from '@shop/shared/shop/contact-page';
import { privacyPolicy } from '@shop/shared/shop/privacy-policy';
import { DEMO_SHOP_SETTINGS } from '@shop/shared/shop/settings';
import { TEXTS } from '@shop/shared/texts';

/**
 * Every user-facing Russian text lives in @shop/shared (TEXTS and the shared content modules), named
 * once. This test fails when web code that ships holds a Russian text of its own: a string literal, a
 * part of a template literal or JSX text with a Cyrillic letter. Comments do not count. Test code
 * (`*.test.ts(x)` and the test support in `src/test/`, which no shipped file imports) is not scanned.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEST_SUPPORT = join(SRC, 'test');
const CYRILLIC = /[\u0400-\u04FF\u0500-\u052F]/;

/** Russian texts allowed to stay in the web's code, each with a one-line reason. Keep it empty. */
const ALLOWED: ReadonlyArray<{ file: string; text: string; reason: string }> = [];

interface Finding {
  file: string;
  line: number;
  text: string;
}

function isTestCode(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path === TEST_SUPPORT || path.startsWith(TEST_SUPPORT + sep);
}

/** The .ts and .tsx files under src/ that go into the app. */
function shippedFiles(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (isTestCode(path)) return [];
    if (entry.isDirectory()) return shippedFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function parse(fileName: string, source: string): ts.SourceFile {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
}

/** The text a node puts on the page: string literals, template literal parts and JSX text. */
function textOf(node: ts.Node): string | undefined {
  if (
    ts.isStringLiteralLike(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node) ||
    ts.isJsxText(node)
  ) {
    return node.text;
  }
  return undefined;
}

/** The Russian texts written in one file's code (comments are not code). */
export function russianTexts(fileName: string, source: string): Finding[] {
  const sourceFile = parse(fileName, source);
  const found: Finding[] = [];
  const visit = (node: ts.Node): void => {
    const text = textOf(node);
    if (text !== undefined && CYRILLIC.test(text)) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      found.push({ file: fileName, line: line + 1, text: text.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** The relative module specifiers a file imports or re-exports, statically or with `import()`. */
function relativeImports(sourceFile: ts.SourceFile): string[] {
  const specifiers: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return specifiers.filter((specifier) => specifier.startsWith('.'));
}

const isAllowed = (finding: Finding) =>
  ALLOWED.some((allowed) => allowed.file === finding.file && allowed.text === finding.text);

describe('Russian texts in the web app', () => {
  const files = shippedFiles();

  it('scans the shipped code', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((file) => file.endsWith(join('app', 'layouts', 'site-header.tsx')))).toBe(true);
  });

  it('come from @shop/shared: no shipped file writes its own', () => {
    const found = files
      .flatMap((file) => russianTexts(relative(SRC, file), readFileSync(file, 'utf8')))
      .filter((finding) => !isAllowed(finding))
      .map(({ file, line, text }) => `${file}:${line}: ${JSON.stringify(text)}`);
    expect(found).toEqual([]);
  });

  it('keeps no stale exception', () => {
    const stale = ALLOWED.filter(
      (allowed) =>
        !russianTexts(allowed.file, readFileSync(join(SRC, allowed.file), 'utf8')).some(
          (finding) => finding.text === allowed.text,
        ),
    );
    expect(stale).toEqual([]);
  });

  it('leaves the test support out only because nothing shipped imports it', () => {
    const importers = files.filter((file) => {
      const sourceFile = parse(file, readFileSync(file, 'utf8'));
      return relativeImports(sourceFile).some((specifier) => isTestCode(resolve(dirname(file), specifier)));
    });
    expect(importers.map((file) => relative(SRC, file))).toEqual([]);
  });
});

/** The Russian strings of a texts object, by their path ('TEXTS.nav.home'). */
function stringsOf(node: unknown, path: string): Array<[string, string]> {
  if (typeof node === 'string') return CYRILLIC.test(node) ? [[path, node]] : [];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) => stringsOf(value, `${path}.${key}`));
}

describe('the shared texts the web shows', () => {
  it('name each text once, across TEXTS and the content modules that load with their pages', () => {
    const all = [
      ...stringsOf(TEXTS, 'TEXTS'),
      ...stringsOf(AUTH_FORMS, 'AUTH_FORMS'),
      ...stringsOf(ADMIN_PAGES, 'ADMIN_PAGES'),
      ...stringsOf(CONTACT_PAGE, 'CONTACT_PAGE'),
      ...stringsOf(privacyPolicy(DEMO_SHOP_SETTINGS), 'privacyPolicy(shop)'),
      ...stringsOf(DELIVERY_TEXTS, 'DELIVERY_TEXTS'),
      ...stringsOf(ORDER_DELIVERY_TEXTS, 'ORDER_DELIVERY_TEXTS'),
      ...stringsOf(DELIVERY_PAGE, 'DELIVERY_PAGE'),
      ...stringsOf(personalDataConsent(DEMO_SHOP_SETTINGS), 'personalDataConsent(shop)'),
    ];
    const firstPath = new Map<string, string>();
    const duplicates = all.flatMap(([path, text]) => {
      const first = firstPath.get(text);
      if (first === undefined) firstPath.set(text, path);
      return first === undefined ? [] : [`${path} repeats ${first}: ${JSON.stringify(text)}`];
    });
    expect(all.length).toBeGreaterThan(400);
    expect(duplicates).toEqual([]);
  });
});

describe('russianTexts', () => {
  it('finds string literals, template literal parts and JSX text, also in attributes', () => {
    const source = [
      "const a = 'Привет';",
      'const b = "Пока";',
      'const c = `Итого: ${total} ₽`;',
      'const d = `${count} шт.`;',
      'const e = `${a} и ${b}`;',
      'const f = `Без подстановок`;',
      "const g = '\\u041a\\u043e\\u0434';",
      'const h = <p title="Подсказка">Текст {value}</p>;',
    ].join('\n');
    expect(russianTexts('sample.tsx', source).map(({ line, text }) => [line, text])).toEqual([
      [1, 'Привет'],
      [2, 'Пока'],
      [3, 'Итого:'],
      [4, 'шт.'],
      [5, 'и'],
      [6, 'Без подстановок'],
      [7, 'Код'],
      [8, 'Подсказка'],
      [8, 'Текст'],
    ]);
  });

  it('ignores comments and Latin texts', () => {
    const source = [
      '// Комментарий',
      '/** Документация: «Главная» */',
      "const label = 'Email'; /* ещё комментарий */",
      'const view = <p>{/* в JSX */}OK</p>;',
    ].join('\n');
    expect(russianTexts('sample.tsx', source)).toEqual([]);
  });
});
