// Entry of the projector process (distributed deployment): follows $all into the read models.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RuntimeModule, loadConfig, runProcess, startHealthServer } from '@tourops/runtime';
import { ProjectorLifecycle, ProjectorModule } from './projector.module';

runProcess(async () => {
  const config = loadConfig();
  @Module({ imports: [RuntimeModule.forRoot(config), ProjectorModule] })
  class ProjectorProcessModule {}
  const app = await NestFactory.createApplicationContext(ProjectorProcessModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  const { projector } = app.get(ProjectorLifecycle);
  if (config.healthPort) startHealthServer(config.healthPort, () => ({ healthy: true, position: projector.currentPosition.toString() }));
  console.log('Projector caught up; following the event log');
});
