// Vite build and dev server of the web app: aliases to the shared libs, the API proxy, and code splitting.
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/precompress';

const libs = path.resolve(import.meta.dirname, '../../libs');
/** Where the dev server sends /api and /socket.io (the API's own port by default). */
const api = process.env.TOUROPS_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [precompressAssets()],
  resolve: {
    alias: {
      '@tourops/contracts': path.join(libs, 'contracts/src/index.ts'),
      '@tourops/domain': path.join(libs, 'domain/src/index.ts'),
      // The CSV writer's browser build: its Node build reads Buffer, which browsers lack (ADR 0036).
      'csv-stringify/sync': 'csv-stringify/browser/esm/sync',
    },
  },
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: false },
      '/socket.io': { target: api, ws: true, changeOrigin: false },
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, '../../dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // Written for symbolicating a reported stack trace, never referenced by the bundles; the api refuses *.map in production (ADR 0038).
    sourcemap: 'hidden',
    rolldownOptions: {
      treeshake: {
        // The shared libs only declare schemas, types and pure rules: a module the web does not use is dropped,
        // so importing the route table never drags zod into the bundle.
        moduleSideEffects: [{ test: /[\\/]libs[\\/](contracts|domain)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // deck.gl and the basemap data in one chunk named for them, loaded by the map pages only.
            { name: 'deck-gl', includeDependenciesRecursively: false, test: /node_modules[\\/](@deck\.gl|@luma\.gl|@math\.gl|@loaders\.gl|@probe\.gl|mjolnir\.js|earcut|world-atlas|topojson-client)[\\/]/ },
            // ECharts (and its zrender) in one chunk of their own, loaded only by the report pages.
            { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
});
