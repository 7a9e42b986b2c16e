// Entry of the monitor process (distributed deployment).
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, RuntimeModule, loadConfig, startHealthServer } from '@tourops/runtime';
import { MonitorModule } from './monitor.module';

async function main() {
  const config = loadConfig();
  @Module({ imports: [RuntimeModule.forRoot(config), MonitorModule] })
  class MonitorProcessModule {}
  const app = await NestFactory.createApplicationContext(MonitorProcessModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  if (config.healthPort) startHealthServer(config.healthPort, () => ({ healthy: true }));
  new Logger('Monitor').log('Monitor started');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
