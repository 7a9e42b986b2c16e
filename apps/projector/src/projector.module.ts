// The projector as a Nest module: starts with the application, stops with it, tells progress in-process.
import { Inject, Module, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { EventStore } from '@tourops/event-store';
import type { ReadStore } from '@tourops/read-store';
import { ALL_PROJECTIONS } from '@tourops/projections';
import { CHANGE_PUBLISHER, CheckpointProgress, EVENT_STORE, READ_MODELS_CHECKPOINT, READ_STORE, type ChangePublisher } from '@tourops/runtime';
import { Projector } from './projector';

class ProjectorLifecycle implements OnModuleInit, OnApplicationShutdown {
  readonly projector: Projector;

  constructor(
    @Inject(EVENT_STORE) eventStore: EventStore,
    @Inject(READ_STORE) readStore: ReadStore,
    @Inject(CHANGE_PUBLISHER) publisher: ChangePublisher,
    private readonly progress: CheckpointProgress,
  ) {
    this.projector = new Projector(eventStore, readStore, ALL_PROJECTIONS, publisher, {
      checkpointName: READ_MODELS_CHECKPOINT,
      onCommitted: (position) => progress.advance(position),
    });
  }

  /** Module init runs before the HTTP server listens: the api answers only once caught up. */
  async onModuleInit() {
    await this.projector.start();
    this.progress.advance(this.projector.currentPosition);
  }

  async onApplicationShutdown() {
    await this.projector.stop();
  }
}

@Module({ providers: [ProjectorLifecycle], exports: [ProjectorLifecycle] })
export class ProjectorModule {}
export { ProjectorLifecycle };
