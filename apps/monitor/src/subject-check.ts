// One check of one subject: ask its provider with the organization's keys, record the readings (or no data), evaluate each measure not muted.
import { Inject, Injectable } from '@nestjs/common';
import {
  FIXED_LEVEL_MEASURES,
  SUBJECT_CHECKS_MAX_COUNT,
  flightReadings,
  mutedMeasures,
  subjectChecksDecider,
  subjectChecksStreamName,
  transferReadings,
  weatherReadings,
  type ApiSettings,
  type CheckOutcome,
  type Measure,
  type Reading,
  type SubjectOnWatch,
} from '@tourops/domain';
import { APP_CONFIG, Clock, CommandPath, SettingsStreams, following, type AppConfig } from '@tourops/runtime';
import { AirportLocations } from './airport-locations';
import { MONITOR_PROVIDERS } from './monitor-providers';
import { MONITOR_ACTOR, NotificationDecisions } from './notification-decisions';
import { ProviderHealth } from './provider-health';
import type { Providers } from './providers/create-providers';
import { ProviderError } from './providers/provider-errors';

/** What a provider answered for a subject: readings, or no data with the reason. */
type Answer = { readings: Reading[]; provider: string } | { noData: string; provider: string; error?: unknown };

/** The outcome of a check, as the scheduler remembers it before the read model shows it. */
export interface CheckDone {
  at: string;
  outcome: CheckOutcome | null;
}

@Injectable()
export class SubjectCheck {
  constructor(
    @Inject(MONITOR_PROVIDERS) private readonly providers: Providers,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly airports: AirportLocations,
    private readonly settings: SettingsStreams,
    private readonly commands: CommandPath,
    private readonly decisions: NotificationDecisions,
    private readonly health: ProviderHealth,
    private readonly clock: Clock,
  ) {}

  /** Checks a subject in its horizon, or expires the open notifications of one that is over. */
  async run(orgId: string, subject: SubjectOnWatch): Promise<CheckDone> {
    if (subject.over) {
      await this.decisions.expire(orgId, subject.id, subject.measures);
      return { at: this.clock.now().toISOString(), outcome: null };
    }
    const answer = await this.ask(subject, await this.settings.get(orgId, 'api'));
    const at = this.clock.now().toISOString();
    const base = { subjectId: subject.id, tourId: subject.tourId, kind: subject.kind, at };
    const caller = { orgId, actorId: MONITOR_ACTOR };
    const streamName = subjectChecksStreamName(orgId, subject.id);
    if ('noData' in answer) {
      const { events } = await this.commands.run({
        streamName,
        decider: subjectChecksDecider,
        command: { type: 'RecordNoData', data: { ...base, provider: answer.provider, reason: answer.noData } },
        caller,
        resultId: subject.id,
        maxCount: SUBJECT_CHECKS_MAX_COUNT,
      });
      if (answer.error !== undefined) await this.health.failed(orgId, answer.provider, answer.error);
      const failed = events.find((event) => event.type === 'SubjectCheckFailed');
      return { at, outcome: { kind: 'no data', consecutiveFailures: failed?.type === 'SubjectCheckFailed' ? failed.data.consecutiveFailures : 1 } };
    }
    const checked = await this.commands.run({
      streamName,
      decider: subjectChecksDecider,
      command: { type: 'RecordReadings', data: { ...base, readings: answer.readings } },
      caller,
      resultId: subject.id,
      maxCount: SUBJECT_CHECKS_MAX_COUNT,
    });
    await this.health.succeeded(orgId, answer.provider);
    const happened = answer.readings.filter((reading) => reading.measure in FIXED_LEVEL_MEASURES && reading.value >= 1).map((reading) => reading.measure);
    const muted = new Set<Measure>(mutedMeasures(happened));
    const readingsAt = checked.events.findIndex((event) => event.type === 'SubjectChecked');
    const follows = readingsAt < 0 ? {} : following(checked, readingsAt);
    const evaluated = answer.readings.filter((reading) => !muted.has(reading.measure));
    await this.decisions.evaluateCheck(orgId, subject.tourId, subject.id, evaluated, follows);
    return { at, outcome: { kind: 'reading' } };
  }

  /** The provider of the subject's kind, with the organization's key; a provider error or an empty answer is no data. */
  private async ask(subject: SubjectOnWatch, keys: ApiSettings): Promise<Answer> {
    const configured = this.providerOf(subject);
    try {
      switch (subject.kind) {
        case 'flight': {
          const flight = subject.flight!;
          const status = await this.providers.flights.status(
            { ...flight, scheduledDeparture: subject.window.from, scheduledArrival: subject.window.to },
            keys.flightDataApiKey || undefined,
          );
          return status ? { readings: flightReadings(status), provider: status.provider } : { noData: `${flight.flightNumber} on ${flight.departureDateLocal} is not known to the provider.`, provider: configured };
        }
        case 'transfer': {
          const transfer = subject.transfer!;
          const duration = await this.providers.routing.drivingDuration({ from: transfer.from, to: transfer.to, departAt: subject.window.from }, keys.mapsApiKey || undefined);
          return { readings: transferReadings(duration, transfer.plannedDurationMinutes, subject.window.from), provider: duration.provider };
        }
        case 'weather': {
          const place = subject.location ?? (subject.airport ? this.airports.locate(subject.airport) : null);
          if (!place) return { noData: `No place to read the weather of ${subject.airport ?? 'this segment'}.`, provider: configured };
          const weather = await this.providers.weather.hourly({ lat: place.lat, lng: place.lng, from: subject.window.from, to: subject.window.to }, keys.weatherApiKey || undefined);
          const readings = weatherReadings(weather, subject.window);
          return readings === 'no data' ? { noData: 'The provider has no values for the hours of the window.', provider: weather.provider } : { readings, provider: weather.provider };
        }
        default: {
          const exhaustive: never = subject.kind;
          return exhaustive;
        }
      }
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      return { noData: error.message, provider: error.provider, error };
    }
  }

  private providerOf(subject: SubjectOnWatch): string {
    const { flights, routing, weather } = this.config.providers;
    return subject.kind === 'flight' ? flights.kind : subject.kind === 'transfer' ? routing.kind : weather.kind;
  }
}
