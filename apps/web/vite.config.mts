// Vite build and dev server of the web app: aliases to the shared libs, the API proxy, and code splitting.
import path from 'node:path';
import { defineConfig } from 'vite';
import { bootRequestsFirst } from './build/bootRequestsFirst';
import { precompressAssets } from './build/precompress';
import { routeChunks } from './build/routeChunks';

const libs = path.resolve(import.meta.dirname, '../../libs');
/** The boot requests: an entry of their own, which index.html loads first (ADR 0043). */
const bootRequests = path.resolve(import.meta.dirname, 'src/boot.ts');
/** Where the dev server sends /api and /socket.io (the API's own port by default). */
const api = process.env.TOUROPS_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [
    bootRequestsFirst(bootRequests),
    routeChunks(path.resolve(import.meta.dirname, 'src/app/routes.tsx'), path.resolve(import.meta.dirname, 'index.html')),
    precompressAssets(),
  ],
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
    // Every browser the app supports preloads modules itself: the polyfill would be a request of its own on both pages.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: the back office, and the public itinerary of a shared link with React and the itinerary only (ADR 0040);
      // and the back office's boot requests, a script of their own so that they leave before the rest of its code has arrived (ADR 0043).
      input: { index: path.resolve(import.meta.dirname, 'index.html'), share: path.resolve(import.meta.dirname, 'share.html'), boot: bootRequests },
      treeshake: {
        // The shared libs only declare schemas, types and pure rules: a module the web does not use is dropped,
        // so importing the route table never drags zod into the bundle.
        moduleSideEffects: [{ test: /[\\/]libs[\\/](contracts|domain)[\\/]src[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            // What the boot script shares with the app (the name of what it leaves on window, the local token's key): small, and nothing else.
            { name: 'boot-shared', priority: 50, test: /[\\/](app[\\/]bootRequestsShape|features[\\/]identity[\\/]localSessionToken)\.ts$/ },
            // React itself, alone: the public itinerary (share.html) needs it and nothing else the back office loads.
            { name: 'react', priority: 30, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // The public itinerary and all it imports but React (its icons, the libs' time rules), and the skip link both pages render:
            // share.html loads this chunk and React only, never the back office's groups below; every back-office page loads it too (small),
            // so the skip link and its style sheet ride in it instead of costing every page two requests of their own.
            { name: 'itinerary', priority: 25, test: /[\\/]features[\\/]shared-itinerary[\\/](?!ItineraryPdf)|[\\/]shared[\\/](SkipLink\.tsx|skipLink\.css)$/ },
            // The back office's state and routing, loaded by every page of the dashboard.
            { name: 'vendor', priority: 20, test: /[\\/]node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|react-router|use-sync-external-store|@standard-schema)[\\/]/ },
            // Blueprint's common core and what it brings (its icon components, never the paths of the whole icon set, which no page loads).
            {
              name: 'blueprint',
              priority: 10,
              // Only what many pages use: a component a few pages show stays with them, so no page loads all of Blueprint.
              minShareCount: 6,
              test: (id) => /[\\/]node_modules[\\/](@blueprintjs|@popperjs|react-popper|react-fast-compare|warning|classnames|dom4|tslib|react-transition-group|dom-helpers|react-uid|@floating-ui)[\\/]/.test(id) && !/[\\/]@blueprintjs[\\/]icons[\\/].*(paths|allPaths|iconCodepoints)/i.test(id),
            },
            // The app's own small building blocks (app/, shared/, the libs' rules) used by two pages or more in one chunk, not one request each;
            // never the map code, which would drag deck.gl into every page. A feature's modules stay with its pages. (The skip link, which
            // share.html renders too, is in the itinerary's chunk: in this one it would bring the whole chunk to the public itinerary.)
            {
              name: 'shared',
              priority: 5,
              minShareCount: 2,
              test: (id) => /[\\/](apps[\\/]web[\\/]src[\\/](app|shared)|libs[\\/](contracts|domain)[\\/]src)[\\/]/.test(id) && !/[\\/]shared[\\/]map[\\/]/.test(id),
            },
            // The tours feature's pieces that its pages share (the row, the status tag and toggles, delete and restore, the details
            // draft): one chunk, not one request each, so the tour list's own code comes in 3 files instead of 8 (ADR 0043). Only their
            // own modules: what they import stays where it was (the libs in `shared`, Blueprint in `blueprint` or with the pages).
            { name: 'tours', priority: 4, minShareCount: 2, includeDependenciesRecursively: false, test: /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/]tours[\\/]/ },
            // deck.gl and the basemap data in one chunk named for them, loaded by the map pages only.
            { name: 'deck-gl', priority: 40, includeDependenciesRecursively: false, test: /node_modules[\\/](@deck\.gl|@luma\.gl|@math\.gl|@loaders\.gl|@probe\.gl|mjolnir\.js|earcut|world-atlas|topojson-client)[\\/]/ },
            // ECharts (and its zrender) in one chunk of their own, loaded only by the report pages.
            { name: 'echarts', priority: 40, test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
          ],
        },
      },
    },
  },
});
