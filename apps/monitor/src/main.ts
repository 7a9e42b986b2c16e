// Entry of the monitor process (distributed deployment).
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { RuntimeModule, loadConfig, runProcess, startHealthServer } from '@tourops/runtime';
import { MonitorModule } from './monitor.module';

runProcess(async () => {
  const config = loadConfig();
  @Module({ imports: [RuntimeModule.forRoot(config), MonitorModule] })
  class MonitorProcessModule {}
  const app = await NestFactory.createApplicationContext(MonitorProcessModule, { logger: ['error', 'warn', 'log'] });
  app.enableShutdownHooks();
  if (config.healthPort) startHealthServer(config.healthPort, () => ({ healthy: true }));
  console.log('Monitor started');
});
