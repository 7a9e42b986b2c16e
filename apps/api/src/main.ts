// Entry of the api process (distributed deployment): HTTP API, socket gateway and web app; no projector.
import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { RuntimeModule, loadConfig, runProcess } from '@tourops/runtime';
import { ApiModule } from './api.module';
import { createHttpApplication, listen } from './http-server';

runProcess(async () => {
  const config = loadConfig();
  @Module({ imports: [RuntimeModule.forRoot(config), ApiModule] })
  class ApiProcessModule {}
  const app = await createHttpApplication(ApiProcessModule, config);
  await listen(app, config);
});
