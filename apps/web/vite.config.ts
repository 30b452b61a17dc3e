import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';

const apiTarget = `http://localhost:${process.env.API_PORT || 3000}`;

/** Splits stable vendor code from the app so a deploy does not invalidate the cached libraries. */
function vendorChunk(id: string): string | null {
  if (!id.includes('node_modules')) return null;
  if (/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
  if (/node_modules[\\/](@tanstack|axios|axios-retry|is-retry-allowed|jwt-decode)[\\/]/.test(id))
    return 'data';
  if (/node_modules[\\/]zod[\\/]/.test(id)) return 'zod';
  return null;
}

/**
 * Writes `.br` and `.gz` next to every text asset. The server sends them as they are (@fastify/static
 * `preCompressed`), so a phone on a weak connection downloads a fifth of the bytes at no CPU cost per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = !!config.build.ssr;
    },
    writeBundle(_options, bundle) {
      // the server renderer is read from disk by the shop, never sent
      if (ssr) return;
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(fileName)) continue;
        // read what was written: the exact bytes the server will send
        const path = join(outDir, fileName);
        const buffer = readFileSync(path);
        if (buffer.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(buffer, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(buffer, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
            },
          }),
        );
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // compile @shop/shared from its TypeScript sources; keep Vite's default conditions as well
    conditions: ['source', ...defaultClientConditions],
    // the toasts' styles come with the page's stylesheet (root-layout imports them): the styled entry
    // would add them again in a <style> after the page is drawn, and a slow phone restyles it all
    alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }],
  },
  // The server renderer (vite build --ssr src/entry-server.tsx, into dist/server) is one bundle with
  // its libraries, in React's production build whatever NODE_ENV the shop runs with (the development
  // build renders several times slower); @shop/shared from its sources too.
  ssr: { noExternal: true, resolve: { conditions: ['source', ...defaultServerConditions] } },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': '"production"' }, publicDir: false } : {}),
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // the server reads it to name the scripts of the page parts it drew (plugins/web-pages.ts)
    manifest: true,
    rolldownOptions: {
      output: {
        // Rolldown's successor of `manualChunks`: route pages are split by React.lazy,
        // these groups keep the vendor code in a few long-lived cacheable files.
        codeSplitting: {
          groups: [{ name: vendorChunk, debugName: 'vendor' }],
        },
      },
    },
  },
}));
