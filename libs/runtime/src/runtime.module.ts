// The storage module every process imports: configuration, clock, the event store behind personal data keys, read store, the command path and the settings streams.
import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { erasedValue, PERSONAL_FIELDS } from '@tourops/domain';
import { createEventStoreFromConfig, createPersonalKeyStoreFromConfig, personalDataEventStore, type EventStore, type PersonalKeyStore } from '@tourops/event-store';
import { KEPT_ON_DISK } from '@tourops/projections';
import { createReadStoreFromConfig, type ReadStore } from '@tourops/read-store';
import { Clock, SteeredClock, SystemClock } from './clock';
import { configuredOrDevelopmentKey } from './development-key';
import { CommandPath } from './commands/command-path';
import type { AppConfig } from './config';
import { InProcessChangeBus } from './change-bus';
import { MongoChangePublisher } from './mongo-push-bus';
import { CheckpointProgress } from './read-model-progress';
import { SecretBox } from './settings/secret-box';
import { SettingsStreams } from './settings/settings-streams';
import { APP_CONFIG, CHANGE_PUBLISHER, EVENT_STORE, PERSONAL_KEY_STORE, READ_MODEL_PROGRESS, READ_STORE } from './tokens';

/** The projector's checkpoint name: one subscription feeds every read model. */
export const READ_MODELS_CHECKPOINT = 'read-models';

class StoresLifecycle implements OnApplicationShutdown {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}
  async onApplicationShutdown() {
    await Promise.allSettled([this.eventStore.close(), this.readStore.close()]);
  }
}

@Global()
@Module({})
export class RuntimeModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RuntimeModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: Clock, useFactory: () => (config.demoClock === 'steered' ? new SteeredClock() : new SystemClock()) },
        {
          provide: PERSONAL_KEY_STORE,
          useFactory: () =>
            createPersonalKeyStoreFromConfig({
              dataDir: config.dataDir,
              mongodbUrl: config.mongodbUrl,
              mongodbDb: config.mongodbDb,
              masterKey: () => configuredOrDevelopmentKey(config.personalDataMasterKey, config.dataDir, 'personal-data-master-key'),
            }),
        },
        {
          provide: EVENT_STORE,
          inject: [PERSONAL_KEY_STORE],
          useFactory: (keys: PersonalKeyStore) =>
            personalDataEventStore(createEventStoreFromConfig({ eventStoreUrl: config.eventStoreUrl, dataDir: config.dataDir }), keys, { personalFields: PERSONAL_FIELDS, erasedValue }),
        },
        {
          provide: READ_STORE,
          useFactory: () => createReadStoreFromConfig({ mongodbUrl: config.mongodbUrl, dbName: config.mongodbDb, dataDir: config.dataDir, ...KEPT_ON_DISK }),
        },
        { provide: InProcessChangeBus, useValue: new InProcessChangeBus() },
        {
          provide: CHANGE_PUBLISHER,
          inject: [InProcessChangeBus],
          useFactory: (bus: InProcessChangeBus) => (config.mongodbUrl ? MongoChangePublisher.open(config.mongodbUrl, config.mongodbDb) : bus),
        },
        { provide: CheckpointProgress, inject: [READ_STORE], useFactory: (readStore: ReadStore) => new CheckpointProgress(readStore, READ_MODELS_CHECKPOINT) },
        { provide: READ_MODEL_PROGRESS, useExisting: CheckpointProgress },
        CommandPath,
        { provide: SecretBox, useFactory: () => SecretBox.open(config.settingsEncryptionKey, config.dataDir) },
        SettingsStreams,
        StoresLifecycle,
      ],
      exports: [APP_CONFIG, Clock, CommandPath, SecretBox, SettingsStreams, EVENT_STORE, PERSONAL_KEY_STORE, READ_STORE, InProcessChangeBus, CHANGE_PUBLISHER, CheckpointProgress, READ_MODEL_PROGRESS],
    };
  }
}
