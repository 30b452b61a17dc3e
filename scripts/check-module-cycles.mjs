/**
 * Fails when the server's modules depend on each other in a cycle. Reads every non-test `.ts` file
 * under apps/server/src/modules/<module>/ (imports and re-exports, type-only ones included, and
 * dynamic `import()`), builds the graph module -> module and prints every cycle, each edge with a
 * file that makes it. Exit code 1 when there is one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(root, 'apps', 'server', 'src', 'modules');

/** `import … from '…'`, `import '…'`, `export … from '…'` and `import('…')`. */
const SPECIFIERS = [
  /\bimport\s+(?:type\s+)?[\w*${}\s,]*?\s*from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bexport\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts');
    return source && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Comments can name imports that are not there. */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function moduleOf(path) {
  const rel = relative(modulesDir, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return undefined;
  return rel.split(sep)[0];
}

/** edges.get(a).get(b): a file of module a that imports module b */
const edges = new Map();
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
for (const module of modules) {
  edges.set(module, new Map());
  for (const file of sourceFiles(join(modulesDir, module))) {
    const text = withoutComments(readFileSync(file, 'utf8'));
    for (const pattern of SPECIFIERS) {
      for (const [, specifier] of text.matchAll(pattern)) {
        if (!specifier.startsWith('.')) continue;
        const other = moduleOf(resolve(dirname(file), specifier));
        if (other && other !== module && !edges.get(module).has(other)) {
          edges.get(module).set(other, relative(root, file));
        }
      }
    }
  }
}

/** Every elementary cycle, each reported once: from its smallest module, through larger ones only. */
function cycles() {
  const found = [];
  modules.forEach((start, startIndex) => {
    const path = [start];
    const walk = (node) => {
      for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
        if (next === start) found.push([...path, start]);
        else if (modules.indexOf(next) > startIndex && !path.includes(next)) {
          path.push(next);
          walk(next);
          path.pop();
        }
      }
    };
    walk(start);
  });
  return found;
}

const found = cycles();
if (found.length === 0) {
  console.log(`No cycles between the ${modules.length} server modules.`);
} else {
  console.error(`${found.length} cycle(s) between server modules:`);
  for (const cycle of found) {
    console.error(`  ${cycle.join(' -> ')}`);
    for (let i = 0; i < cycle.length - 1; i += 1) {
      console.error(`    ${cycle[i]} -> ${cycle[i + 1]}: ${edges.get(cycle[i]).get(cycle[i + 1])}`);
    }
  }
  process.exitCode = 1;
}
