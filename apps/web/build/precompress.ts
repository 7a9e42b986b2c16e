// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, which the server sends as they are (ADR 0044).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What compresses: scripts, styles, and the fonts and data files the pages load. Source maps are never served in production; the html pages are sent by the api, which compresses them as it sends them. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|ttf|otf|txt)$/;
/** Below this an answer fits in a packet or two whatever its encoding. */
const MIN_BYTES = 1024;

/** The copies of one file: each written only when it saves at least a tenth. */
async function precompressFile(file: string) {
  const original = await fs.readFile(file);
  if (original.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(original, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length } }),
    gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < original.length * 0.9) await fs.writeFile(`${file}.br`, br);
  if (gz.length < original.length * 0.9) await fs.writeFile(`${file}.gz`, gz);
}

/** The Vite plugin: after the bundle is written, every compressible file of the output gets its copies. */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'tourops-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(files.map((name) => precompressFile(path.join(outDir, name))));
    },
  };
}
