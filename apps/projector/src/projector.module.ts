// The projector as a Nest module: starts with the application (from the stored read models in standalone), stops and saves with it.
import path from 'node:path';
import { Global, Inject, Logger, Module, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EventStore, PersonalKeyStore } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import { nextCollectionOf, projectionsOver, retiredOver } from '@tourops/projections';
import {
  APP_CONFIG,
  CHANGE_PUBLISHER,
  CheckpointProgress,
  EVENT_STORE,
  PERSONAL_KEY_STORE,
  READ_MODELS_CHECKPOINT,
  READ_MODELS_STATUS,
  READ_STORE,
  type AppConfig,
  type ChangePublisher,
} from '@tourops/runtime';
import { Projector } from './projector';
import { commitLimitsOf } from './commit-limits';
import { collectCatchUpGarbage } from './catch-up-garbage';
import { erasureShredder } from './erasure-shredder';
import { ProjectorOpsServer } from './projector-ops.server';
import { READ_MODELS_FILE_NAME, StoredReadModels, isMemoryReadStore } from './stored-read-models';

class ProjectorLifecycle implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Projector');
  readonly projector: Projector;
  /** Standalone only: the memory read models' copy in DATA_DIR. */
  readonly stored: StoredReadModels | null;
  /** DATA_DIR/projector.sock: status and rebuilds for `npm run projections`. */
  private readonly ops: ProjectorOpsServer;

  constructor(
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(CHANGE_PUBLISHER) publisher: ChangePublisher,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PERSONAL_KEY_STORE) keys: PersonalKeyStore,
    private readonly progress: CheckpointProgress,
  ) {
    const projections = projectionsOver(eventStore);
    this.projector = new Projector(eventStore, readStore, projections, publisher, {
      checkpointName: READ_MODELS_CHECKPOINT,
      ...commitLimitsOf(readStore),
      onCommitted: (position) => progress.advance(position),
      react: erasureShredder(keys),
    });
    this.stored = isMemoryReadStore(readStore)
      ? new StoredReadModels({
          file: path.join(config.dataDir, READ_MODELS_FILE_NAME),
          eventStore,
          readStore,
          projections,
          checkpointName: READ_MODELS_CHECKPOINT,
          saveIntervalMs: config.readModelsSaveIntervalMs,
          isFrozen: (name) => this.projector.isFrozen(name),
        })
      : null;
    this.ops = ProjectorOpsServer.inDataDir(this.projector, config.dataDir);
    this.retired = retiredOver(eventStore);
  }

  /** Read models an earlier version kept and this one finds elsewhere: each replaced by its never written next generation, i.e. dropped. */
  private readonly retired: readonly string[];

  /** Module init runs before the HTTP server listens: the api answers only once caught up. */
  async onModuleInit() {
    const outcome = await this.stored?.load();
    // After the stored copy is loaded: a retired collection it held is dropped from memory too, and from the copy at its next save.
    for (const collection of this.retired) await this.readStore.replaceCollection(nextCollectionOf(collection), collection);
    await this.projector.start({ rebuild: outcome?.rebuild, frozen: outcome?.frozen });
    collectCatchUpGarbage();
    this.progress.advance(this.projector.currentPosition);
    this.stored?.startSchedule();
    await this.ops.start();
    if (outcome?.loaded) this.logger.log(`Read models loaded (${outcome.documents} documents) and caught up to ${this.projector.currentPosition}`);
  }

  /** Before the stores close: the projector stops, then the read models are saved at its last position. */
  async beforeApplicationShutdown() {
    await this.ops.stop();
    await this.projector.stop();
    await this.stored?.stop().catch((error: unknown) => this.logger.error(`Saving the read models at shutdown failed: ${(error as Error).message}`));
  }
}

/** Global: the api of a standalone process reads the read models' status (READ_MODELS_STATUS) from this projector. */
@Global()
@Module({
  providers: [ProjectorLifecycle, { provide: READ_MODELS_STATUS, inject: [ProjectorLifecycle], useFactory: (lifecycle: ProjectorLifecycle) => lifecycle.projector }],
  exports: [ProjectorLifecycle, READ_MODELS_STATUS],
})
export class ProjectorModule {}
export { ProjectorLifecycle };
