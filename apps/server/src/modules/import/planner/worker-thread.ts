/**
 * Worker threads of the import jobs, started from a file of this folder: the built one under dist/, or
 * its TypeScript source through tsx (tests, `npm run dev`).
 */
import { Worker, type ResourceLimits } from 'node:worker_threads';
import { serverPath } from '../../../lib/server-root.js';

/** Starts `planner/<name>.js` (or `.ts`) in a worker thread with `workerData`. */
export function startWorker(name: string, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(serverPath('dist', 'modules', 'import', 'planner', `${name}.js`), {
      workerData,
      resourceLimits,
    });
  const entry = new URL(`./${name}.ts`, import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, workerData, resourceLimits, execArgv: ['--conditions=source'] });
}
