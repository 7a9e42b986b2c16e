// Entry of `npm start`: the whole product in one process; it answers once the read models have caught up.
import 'reflect-metadata';
import { loadConfig, runProcess } from '@tourops/runtime';
import { createHttpApplication, listen } from '../../api/src/http-server';
import { StandaloneModule } from './standalone.module';

runProcess(async () => {
  const config = loadConfig();
  const app = await createHttpApplication(StandaloneModule.forRoot(config), config);
  await listen(app, config);
});
