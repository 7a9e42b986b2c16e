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
