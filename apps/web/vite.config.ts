import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
// read from source: the config runs in Node before @shop/shared is built
import { SHOP_PROFILE } from '../../packages/shared/src/shop/profile.ts';

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

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Page metadata (title, description, structured data) from the shop profile, the single source of contacts. */
function shopMetadata(): Plugin {
  const title = `${SHOP_PROFILE.name} — строительные материалы с доставкой`;
  const description =
    `Магазин строительных материалов «${SHOP_PROFILE.name}»: двери, сухие смеси, кровля, утеплители, инструмент. ` +
    `Адрес: ${SHOP_PROFILE.address}. Телефон: ${SHOP_PROFILE.phone}. E-mail: ${SHOP_PROFILE.email}.`;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'HardwareStore',
    name: SHOP_PROFILE.name,
    legalName: SHOP_PROFILE.legalName,
    telephone: SHOP_PROFILE.phone,
    email: SHOP_PROFILE.email,
    address: { '@type': 'PostalAddress', streetAddress: SHOP_PROFILE.address, addressCountry: 'RU' },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: SHOP_PROFILE.mapCoordinates.lat,
      longitude: SHOP_PROFILE.mapCoordinates.lon,
    },
    openingHours: ['Mo-Fr 09:00-18:00', 'Sa-Su 10:00-16:00'],
    currenciesAccepted: 'RUB',
  };
  const jsonLdTag = `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>`;
  return {
    name: 'shop-metadata',
    transformIndexHtml(html) {
      return html
        .replaceAll('%SHOP_TITLE%', escapeHtml(title))
        .replaceAll('%SHOP_DESCRIPTION%', escapeHtml(description))
        .replace('%SHOP_JSON_LD%', jsonLdTag);
    },
  };
}

/**
 * Writes `.br` and `.gz` next to every text asset. The server sends them as they are (@fastify/static
 * `preCompressed`), so a phone on a weak connection downloads a fifth of the bytes at no CPU cost per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
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

export default defineConfig({
  plugins: [react(), tailwindcss(), shopMetadata(), precompress()],
  resolve: {
    // compile @shop/shared from its TypeScript sources; keep Vite's default conditions as well
    conditions: ['source', ...defaultClientConditions],
  },
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
});
