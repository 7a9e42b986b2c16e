// One subject's check end to end on a real event store: readings recorded, notifications decided, two monitors at once raising once.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { notificationIdOf, notificationStreamName, subjectChecksStreamName, watchedSubjects, type SubjectOnWatch } from '@tourops/domain';
import { createSqliteEventStore, type SqliteEventStore } from '@tourops/event-store';
import { Clock, CommandPath, SecretBox, SettingsStreams, loadConfig } from '@tourops/runtime';
import { romeWeek } from '../../../libs/domain/src/monitoring/monitoring.fixtures';
import { AirportLocations } from './airport-locations';
import { NotificationDecisions } from './notification-decisions';
import { ProviderHealth } from './provider-health';
import { createProviders, type Providers } from './providers/create-providers';
import { ProviderUnavailable } from './providers/provider-errors';
import { SubjectCheck } from './subject-check';

class FixedClock extends Clock {
  constructor(public instant = '2026-06-10T05:00:00.000Z') {
    super();
  }
  now() {
    return new Date(this.instant);
  }
}

const orgId = 'org-1';
const config = loadConfig({ NODE_ENV: 'test' });
let dir: string;
let store: SqliteEventStore;
let clock: FixedClock;
let providers: Providers;

/** One monitor: its own command path, occurrence tracks and provider health, on the shared event store. */
function monitor(): SubjectCheck {
  const commands = new CommandPath(store, clock);
  const settings = new SettingsStreams(store, new SecretBox(randomBytes(32)));
  const decisions = new NotificationDecisions(store, commands, settings, clock);
  return new SubjectCheck(providers, config, new AirportLocations(), settings, commands, decisions, new ProviderHealth(decisions, clock), clock);
}

const flight = (): SubjectOnWatch => watchedSubjects(romeWeek, clock.instant).find((subject) => subject.id === 'tour-1/flight:f1')!;
const delayStream = (occurrence = 1) => notificationStreamName(orgId, notificationIdOf('tour-1/flight:f1', 'flight.departureDelay', occurrence));
const typesOf = async (streamName: string) => (await store.readStream(streamName)).map((event) => event.type);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'monitor-check-'));
  store = createSqliteEventStore({ file: path.join(dir, 'events.sqlite') });
  clock = new FixedClock();
  providers = createProviders(config, clock);
});

afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a subject check', () => {
  it('records the readings on the subject’s bounded stream and raises a notification with its explanation, caused by the reading', async () => {
    providers.simulatedFlights!.setFlightScenario('TP836', '2026-06-10', { departureDelayMinutes: 35, arrivalDelayMinutes: 0 });
    await monitor().run(orgId, flight());
    const [checked] = await store.readStream(subjectChecksStreamName(orgId, 'tour-1/flight:f1'));
    expect(checked.type).toBe('SubjectChecked');
    expect((await store.getStreamMetadata(subjectChecksStreamName(orgId, 'tour-1/flight:f1'))).maxCount).toBe(500);
    const [raised] = await store.readStream(delayStream());
    expect(raised.type).toBe('NotificationRaised');
    expect(raised.data).toMatchObject({ level: 'ALERT', explanation: { reading: { value: 35, provider: 'simulated', simulated: true }, threshold: { level: 'ALERT', value: 30 }, settingsRevision: -1 } });
    expect(raised.metadata.actorId).toBe('system:monitor');
    expect(raised.metadata).toMatchObject({ correlationId: checked.metadata.correlationId, causationId: checked.id });
  });

  it('raises one notification when two monitors check the same subject and reading at once', async () => {
    providers.simulatedFlights!.setFlightScenario('TP836', '2026-06-10', { departureDelayMinutes: 35, arrivalDelayMinutes: 0 });
    await Promise.all([monitor().run(orgId, flight()), monitor().run(orgId, flight())]);
    expect(await typesOf(delayStream())).toEqual(['NotificationRaised']);
    expect(await typesOf(subjectChecksStreamName(orgId, 'tour-1/flight:f1'))).toEqual(['SubjectChecked', 'SubjectChecked']);
  });

  it('after a restart, finds the current occurrence in the streams and opens the next one only when the last was closed by the system', async () => {
    const steer = (departureDelayMinutes: number) => providers.simulatedFlights!.setFlightScenario('TP836', '2026-06-10', { departureDelayMinutes, arrivalDelayMinutes: 0 });
    steer(35);
    await monitor().run(orgId, flight());
    steer(0);
    await monitor().run(orgId, flight());
    await monitor().run(orgId, flight());
    expect(await typesOf(delayStream())).toEqual(['NotificationRaised', 'NotificationEased', 'NotificationResolved']);
    steer(40);
    await monitor().run(orgId, flight());
    await monitor().run(orgId, flight());
    expect(await typesOf(delayStream())).toEqual(['NotificationRaised', 'NotificationEased', 'NotificationResolved']);
    expect(await typesOf(delayStream(2))).toEqual(['NotificationRaised']);
    expect(await typesOf(delayStream(3))).toEqual([]);
  });

  it('mutes the delays of a cancelled flight and raises it CRITICAL', async () => {
    providers.simulatedFlights!.setFlightScenario('TP836', '2026-06-10', { cancelled: true });
    await monitor().run(orgId, flight());
    expect(await typesOf(delayStream())).toEqual([]);
    const cancelled = await store.readStream(notificationStreamName(orgId, notificationIdOf('tour-1/flight:f1', 'flight.cancelled', 1)));
    expect(cancelled[0].data).toMatchObject({ level: 'CRITICAL' });
  });

  it('records no data for a provider error and raises one INFO degraded notification per provider after repeated failures, resolved once checks succeed', async () => {
    const check = monitor();
    const failing = jest.spyOn(providers.flights, 'status').mockRejectedValue(new ProviderUnavailable('aerodatabox', 'timeout'));
    for (let attempt = 0; attempt < 4; attempt++) await check.run(orgId, flight());
    const degraded = notificationStreamName(orgId, notificationIdOf('monitoring:aerodatabox', 'monitoring.degraded', 1));
    expect(await typesOf(degraded)).toEqual(['NotificationRaised']);
    expect((await store.readStream(degraded))[0].data).toMatchObject({ level: 'INFO', subjectId: 'monitoring:aerodatabox' });
    const failures = await store.readStream(subjectChecksStreamName(orgId, 'tour-1/flight:f1'));
    expect(failures.map((event) => (event.data as { consecutiveFailures: number }).consecutiveFailures)).toEqual([1, 2, 3, 4]);
    failing.mockRestore();
    const succeeding = jest.spyOn(providers.flights, 'status').mockResolvedValue({
      departure: { scheduled: flight().window.from, estimated: flight().window.from },
      arrival: { scheduled: flight().window.to },
      cancelled: false,
      diverted: false,
      provider: 'aerodatabox',
      fetchedAt: clock.instant,
    });
    await check.run(orgId, flight());
    await check.run(orgId, flight());
    await check.run(orgId, flight());
    expect(await typesOf(degraded)).toEqual(['NotificationRaised', 'NotificationEased', 'NotificationResolved']);
    succeeding.mockRestore();
  });

  it('expires the open notifications of a subject that is over', async () => {
    providers.simulatedFlights!.setFlightScenario('TP836', '2026-06-10', { departureDelayMinutes: 35, arrivalDelayMinutes: 0 });
    await monitor().run(orgId, flight());
    clock.instant = '2026-06-10T12:00:00.000Z';
    await monitor().run(orgId, flight());
    expect(await typesOf(delayStream())).toEqual(['NotificationRaised', 'NotificationExpired']);
  });
});
