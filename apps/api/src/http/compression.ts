// How answers travel: the api's JSON and pages compressed as they are sent, the web build's files sent precompressed and cached for good (ADR 0044).
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyCompress from '@fastify/compress';

/** The build names every file of /assets/ by a hash of its content: a new build is a new name, so a name never goes stale. */
export const HASHED_ASSET = /^assets\/[^/]+-[\w-]{8}(\.\w+)+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Anything else the build holds (index.html, share.html) is asked again on every visit, so a new build is seen at once. */
export const REVALIDATE = 'no-cache';

/**
 * Brotli at quality 4 compresses a JSON page about as well as gzip's best, in a fraction of brotli's default time:
 * answers are compressed on every request, unlike the assets, which the build compressed once at the best quality.
 */
const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * A route that says `@RouteConfig(UNCOMPRESSED)` streams a download too large to compress on the fly: compressing the
 * audit log's 4.6 MB CSV export as it streamed held the event loop 172-193 ms in the event-loop proof (test/proof),
 * past its 100 ms bound; sent as it is, the export keeps it under 20 ms.
 */
export const UNCOMPRESSED = { compress: false } as const;

/** Registered before the routes exist, so every route (api and static) gets the hook; already-encoded answers pass through. */
export async function registerCompression(app: NestFastifyApplication) {
  app.getHttpAdapter().getInstance().addHook('onRoute', (route) => {
    if ((route.config as { compress?: boolean } | undefined)?.compress === false) route.compress = false;
  });
  await app.register(fastifyCompress as never, {
    global: true,
    // Answers only: request bodies stay plain JSON (acceptJsonBodiesOnly), with no per-request decompression hook.
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  });
}

/** @fastify/static's setHeaders for the build in `root`: hashed files (or their .br/.gz) cached for a year and never revalidated, the rest revalidated. */
export const webAssetHeaders = (root: string) => (reply: FastifyReply, filePath: string) => {
  const inBuild = path.relative(root, filePath).split(path.sep).join('/');
  void reply.header('cache-control', HASHED_ASSET.test(inBuild) ? IMMUTABLE : REVALIDATE);
};
