// Public surface of the runtime: configuration, clock and the storage module shared by every process.
export * from './config';
export * from './clock';
export * from './tokens';
export * from './runtime.module';
export * from './change-bus';
export * from './read-model-progress';
export * from './mongo-push-bus';
export * from './health-server';
export * from './run-process';
export * from './yield-to-requests';
export * from './commands/command-path';
export * from './commands/command-errors';
export { loadFolded, type Fold, type FoldOptions, type FoldedStream } from './commands/folded-stream';
export { FOLDED_STREAM_CACHE_SIZE } from './commands/folded-stream-cache';
export * from './settings/secret-box';
export * from './settings/settings-streams';
export * from './monitoring/current-occurrence';
