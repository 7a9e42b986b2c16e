// The standalone composition: api, projector and monitor in one process on the configured stores.
import { Module, type DynamicModule } from '@nestjs/common';
import { RuntimeModule, type AppConfig } from '@tourops/runtime';
import { ApiModule } from '../../api/src/api.module';
import { MonitorModule } from '../../monitor/src/monitor.module';
import { ProjectorModule } from '../../projector/src/projector.module';

@Module({})
export class StandaloneModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: StandaloneModule, imports: [RuntimeModule.forRoot(config), ProjectorModule, MonitorModule, ApiModule] };
  }
}
