// Writes route-chunks.json beside index.html: for each page of the route table (src/app/routes.tsx), the scripts and style sheets of its lazy
// code that the entry does not already load, so the api can name them in the page's HTML and they download with the entry (ADR 0043).
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** What a page's own code needs beyond the entry: files under the build's root, as the HTML names them ('/assets/...'). */
export interface RouteChunks {
  scripts: string[];
  styles: string[];
}

/** The pages whose code the route table loads lazily: `'/path': lazyPage(() => import('../features/...'))`, as path → module file. */
function lazyPages(routesFile: string): Map<string, string> {
  const source = fs.readFileSync(routesFile, 'utf8');
  const pages = new Map<string, string>();
  for (const [, page, specifier] of source.matchAll(/'(\/[^']*)':\s*lazyPage\(\(\)\s*=>\s*import\('([^']+)'\)/g))
    pages.set(page, path.resolve(path.dirname(routesFile), specifier));
  return pages;
}

const chunksOf = (bundle: OutputBundle) => Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** `chunk` and every chunk it imports statically, by file name. */
function withStaticImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) withStaticImports(imported, byFile, into);
  }
  return into;
}

/** The Vite plugin: `routesFile` read for the lazy pages, `entry` the back office's html input whose chunks every page loads anyway. */
export function routeChunks(routesFile: string, entry: string): Plugin {
  return {
    name: 'tourops:route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const index = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entry);
      if (!index) throw new Error(`route chunks: no entry chunk for ${entry}`);
      const loadedByEveryPage = withStaticImports(index, byFile);
      const stylesOf = (file: string) => [...((byFile.get(file) as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])];
      const everyPageStyles = new Set([...loadedByEveryPage].flatMap(stylesOf));
      const pages = lazyPages(routesFile);
      const routes: Record<string, RouteChunks> = {};
      for (const [page, module] of pages) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replace(/\.tsx?$/, '') === module);
        if (!chunk) throw new Error(`route chunks: no chunk for ${page} (${module})`);
        const files = [...withStaticImports(chunk, byFile)].filter((file) => !loadedByEveryPage.has(file));
        routes[page] = {
          scripts: files.map((file) => `/${file}`),
          styles: [...new Set(files.flatMap(stylesOf))].filter((file) => !everyPageStyles.has(file)).map((file) => `/${file}`),
        };
      }
      if (Object.keys(routes).length < 20) throw new Error(`route chunks: only ${Object.keys(routes).length} lazy pages read from ${routesFile}`);
      this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(routes, null, 1) });
    },
  };
}
