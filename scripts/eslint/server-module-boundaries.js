/**
 * ESLint rule: a server module uses another module only through the types its service exports.
 * Values (functions, constants, tables) of another module are refused; the composition root
 * (`app.ts`) wires services together, and a module gets another's service as an argument.
 * `allow` lists the few files that are shared read models on purpose (the product SQL projection).
 * Another module's `*.tables.ts` is refused by import-x/no-restricted-paths (even for types); a
 * `*.tables.ts` may import another's tables, for foreign keys only.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const MODULES_DIR = `apps${sep}server${sep}src${sep}modules${sep}`;

function moduleOf(file, root) {
  const rel = relative(root, file);
  if (!rel.startsWith(MODULES_DIR)) return undefined;
  return rel.slice(MODULES_DIR.length).split(sep)[0];
}

const isTables = (path) => path.endsWith('.tables.ts');

export const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import other modules only through their service types' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      valueImport:
        "'{{source}}' is a value of the {{other}} module: import only its service's types (`import type`) and get the service as an argument from app.ts.",
    },
  },
  create(context) {
    const { root = context.cwd, allow = [] } = context.options[0] ?? {};
    const file = context.filename;
    const own = moduleOf(file, root);
    if (!own) return {};
    const allowed = new Set(allow.map((path) => resolve(root, path)));

    function check(node, source, typeOnly) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source).replace(/\.js$/, '.ts');
      const other = moduleOf(target, root);
      if (!other || other === own || typeOnly || allowed.has(target)) return;
      if (isTables(file) && isTables(target)) return;
      context.report({ node, messageId: 'valueImport', data: { source, other } });
    }

    return {
      ImportDeclaration(node) {
        const typeOnly =
          node.importKind === 'type' ||
          (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type'));
        check(node, node.source.value, typeOnly);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value, node.exportKind === 'type');
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, node.exportKind === 'type');
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false);
      },
    };
  },
};
