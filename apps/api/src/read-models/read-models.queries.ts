// The read models' status for admins: asked of the projector in this process, with documents counted in the caller's organization only.
import { Inject, Injectable, Optional, ServiceUnavailableException } from '@nestjs/common';
import type { ProjectionsStatusView } from '@tourops/contracts';
import { READ_MODELS_STATUS } from '@tourops/runtime';

/** What the projector offers the api (READ_MODELS_STATUS). */
export interface ReadModelsStatusSource {
  status(orgId: string): Promise<ProjectionsStatusView>;
}

@Injectable()
export class ReadModelsQueries {
  constructor(@Optional() @Inject(READ_MODELS_STATUS) private readonly projector?: ReadModelsStatusSource) {}

  status(orgId: string): Promise<ProjectionsStatusView> {
    if (!this.projector) throw new ServiceUnavailableException('The projector runs in another process: ask it with `npm run projections -- status` where it runs.');
    return this.projector.status(orgId);
  }
}
