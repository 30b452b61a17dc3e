/**
 * ESLint rule: a server module is used from outside only through its face, `modules/<name>/index.ts`,
 * which exports its service factory and types, its route plugins, the tables others need for foreign
 * keys and the few read models others share. A file of another module, and the composition root
 * (`app.ts`), may import that face (types and values alike) and nothing deeper. Files inside a module
 * import each other freely.
 */
import { dirname, relative, resolve, sep } from 'node:path';

const SERVER_SRC = `apps${sep}server${sep}src${sep}`;
const MODULES_DIR = `${SERVER_SRC}modules${sep}`;
const APP = `${SERVER_SRC}app.ts`;

/** The module a path lies in, or undefined outside apps/server/src/modules/<name>/. */
function moduleOf(path, root) {
  const rel = relative(root, path);
  if (!rel.startsWith(MODULES_DIR)) return undefined;
  const [name, ...rest] = rel.slice(MODULES_DIR.length).split(sep);
  return rest.length > 0 ? name : undefined;
}

const isFace = (path, root, module) => path === resolve(root, MODULES_DIR, module, 'index.ts');

/** The face's import path as written from `file`: `../<module>/index.js`, `./modules/<module>/index.js`. */
function facePath(file, root, module) {
  const path = relative(dirname(file), resolve(root, MODULES_DIR, module, 'index.js'))
    .split(sep)
    .join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

export const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'server modules import another module only through its face (index.ts)' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
    messages: {
      deepImport:
        "'{{source}}' reaches inside the {{other}} module: import the module's face `{{face}}` (export what is needed there).",
    },
  },
  create(context) {
    const { root = context.cwd } = context.options[0] ?? {};
    const file = context.filename;
    const own = moduleOf(file, root);
    if (!own && relative(root, file) !== APP) return {};

    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source).replace(/\.js$/, '.ts');
      const other = moduleOf(target, root) ?? moduleOf(resolve(target, 'index.ts'), root);
      if (!other || other === own || isFace(target, root, other)) return;
      context.report({
        node,
        messageId: 'deepImport',
        data: { source, other, face: facePath(file, root, other) },
      });
    }

    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};
