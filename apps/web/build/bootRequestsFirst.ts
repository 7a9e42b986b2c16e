// Puts the boot requests' script of their own first in index.html, so a load's first reads leave while the app's code downloads (ADR 0043).
import type { Plugin } from 'vite';

/**
 * The Vite plugin: index.html gets `entry` (an input of the build) as an async module script at the top of its head (async: it waits for no
 * style sheet), with a modulepreload of each chunk it imports, so that they come side by side.
 */
export function bootRequestsFirst(entry: string): Plugin {
  return {
    name: 'tourops:boot-requests-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.filename.endsWith('index.html') || !context.bundle) return html;
        const boot = Object.values(context.bundle).find((output) => output.type === 'chunk' && output.isEntry && output.facadeModuleId === entry);
        if (!boot) throw new Error(`the boot requests' entry ${entry} is not in the bundle`);
        if (boot.type !== 'chunk') return html;
        return [
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `/${boot.fileName}` }, injectTo: 'head-prepend' },
          ...boot.imports.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head-prepend' as const })),
        ];
      },
    },
  };
}
