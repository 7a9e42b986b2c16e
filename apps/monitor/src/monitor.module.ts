// The monitor: watches flights, transfers and weather of confirmed and running tours against the organization's thresholds,
// records each check on the subject's stream and decides notifications; one scheduler loop per process (standalone or apps/monitor).
import { Global, Inject, Logger, Module, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { ScavengeSchedule, scavengeNodesOf } from '@tourops/event-store';
import { APP_CONFIG, Clock, FLIGHT_STEERING, MONITOR_LOOKS, type AppConfig, type FlightSteering } from '@tourops/runtime';
import { AirportLocations } from './airport-locations';
import { CheckScheduler } from './check-scheduler';
import { LeftOpenNotifications } from './left-open-notifications';
import { MONITOR_PROVIDERS } from './monitor-providers';
import { NotificationDecisions } from './notification-decisions';
import { NotificationFollowUps } from './notification-follow-ups';
import { ProviderHealth } from './provider-health';
import { createProviders, setFlightScenario, type Providers } from './providers/create-providers';
import { SmsOutbox } from './sms-outbox';
import { SubjectCheck } from './subject-check';
import { WatchList } from './watch-list';

const SCAVENGE_SCHEDULE = Symbol('ScavengeSchedule');

/** With EventStoreDB and a period: a scavenge on every node the connection string lists, each period (ADR 0049); else none. */
const scavengeScheduleOf = (config: AppConfig): ScavengeSchedule | null =>
  config.eventStoreUrl && config.eventStoreScavengeEveryMs > 0
    ? new ScavengeSchedule(scavengeNodesOf(config.eventStoreUrl), config.eventStoreScavengeEveryMs, new Logger('EventStoreDB'))
    : null;

/**
 * Once every module is initialized (in standalone: after the projector caught up), reconciles the SMS left without an outcome
 * by a crash, follows the notifications up from the checkpoint and starts the loop and EventStoreDB's scavenges; stops them
 * before the stores close.
 */
class MonitorLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly scheduler: CheckScheduler,
    private readonly outbox: SmsOutbox,
    private readonly followUps: NotificationFollowUps,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SCAVENGE_SCHEDULE) private readonly scavenges: ScavengeSchedule | null,
  ) {}

  async onApplicationBootstrap() {
    await this.outbox.reconcile().catch((error: unknown) => new Logger('Sms').error(`SMS reconciliation failed: ${(error as Error).message}`));
    await this.followUps.prepare();
    this.followUps.start();
    this.scheduler.start(this.config.monitorTickMs);
    if (this.config.monitorTickMs > 0) new Logger('Monitor').log(`Monitoring every ${this.config.monitorTickMs} ms`);
    this.scavenges?.start();
  }

  async beforeApplicationShutdown() {
    await this.scheduler.stop();
    await this.followUps.stop();
    await this.scavenges?.stop();
  }
}

/** Global so that, in the same process, the api's demo steering finds the simulated flights (FLIGHT_STEERING) and the looks (MONITOR_LOOKS). */
@Global()
@Module({
  providers: [
    { provide: MONITOR_PROVIDERS, inject: [APP_CONFIG, Clock], useFactory: (config: AppConfig, clock: Clock) => createProviders(config, clock) },
    {
      provide: FLIGHT_STEERING,
      inject: [MONITOR_PROVIDERS],
      useFactory: (providers: Providers): FlightSteering => ({ steer: (flightNumber, date, scenario) => setFlightScenario(providers, flightNumber, date, scenario) }),
    },
    AirportLocations,
    WatchList,
    NotificationDecisions,
    LeftOpenNotifications,
    SmsOutbox,
    NotificationFollowUps,
    ProviderHealth,
    SubjectCheck,
    CheckScheduler,
    { provide: MONITOR_LOOKS, useExisting: CheckScheduler },
    { provide: SCAVENGE_SCHEDULE, inject: [APP_CONFIG], useFactory: scavengeScheduleOf },
    MonitorLifecycle,
  ],
  exports: [FLIGHT_STEERING, MONITOR_LOOKS, CheckScheduler, SubjectCheck, NotificationDecisions],
})
export class MonitorModule {}
