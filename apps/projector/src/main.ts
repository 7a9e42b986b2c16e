// Entry of the projector process (distributed deployment): follows $all into the read models.
import 'reflect-metadata';
import { Logger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, RuntimeModule, loadConfig, startHealthServer } from '@tourops/runtime';
import { ProjectorLifecycle, ProjectorModule } from './projector.module';

async function main() {
  const config = loadConfig();
  @Module({ imports: [RuntimeModule.forRoot(config), ProjectorModule] })
  class ProjectorProcessModule {}
  const app = await NestFactory.createApplicationContext(ProjectorProcessModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  const { projector } = app.get(ProjectorLifecycle);
  if (config.healthPort) startHealthServer(config.healthPort, () => ({ healthy: true, position: projector.currentPosition.toString() }));
  new Logger('Projector').log('Caught up; following the event log');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
