// Raises notifications the way the monitor will: the domain's EvaluateReading through the server's own command path.
import { defaultSettings, notificationDecider, notificationIdOf, notificationStreamName, type Measure, type Reading } from '@tourops/domain';
import { CommandPath } from '@tourops/runtime';
import type { TestServer } from './test-server';

export const MONITOR_ACTOR = 'monitor';

export interface ReadingOf {
  tourId: string;
  /** The subject the reading is about; a weather subject of the tour by default. */
  subjectId?: string;
  measure?: Measure;
  value: number;
  occurrence?: number;
  simulated?: boolean;
}

const UNITS: Partial<Record<Measure, Reading['unit']>> = { 'weather.windSpeed': 'km/h', 'weather.precipitation': 'mm/h', 'flight.departureDelay': 'min', 'flight.arrivalDelay': 'min' };

/** Evaluates one reading on the notification's stream of `orgId`; answers the notification id and the write position. */
export async function evaluateReading(server: Pick<TestServer, 'app'>, orgId: string, reading: ReadingOf): Promise<{ id: string; position: string; types: string[] }> {
  const measure = reading.measure ?? 'weather.windSpeed';
  const subjectId = reading.subjectId ?? `${reading.tourId}/weather:day-1`;
  const occurrence = reading.occurrence ?? 1;
  const id = notificationIdOf(subjectId, measure, occurrence);
  const at = new Date().toISOString();
  const result = await server.app.get(CommandPath).run({
    streamName: notificationStreamName(orgId, id),
    decider: notificationDecider,
    command: {
      type: 'EvaluateReading',
      data: {
        orgId,
        tourId: reading.tourId,
        subjectId,
        measure,
        occurrence,
        reading: { measure, value: reading.value, unit: UNITS[measure] ?? '', observedAt: at, provider: 'simulated', fetchedAt: at, simulated: reading.simulated ?? true },
        at,
      },
    },
    caller: { orgId, actorId: MONITOR_ACTOR },
    context: () => ({ settings: defaultSettings().notifications, settingsRevision: -1 }),
    resultId: id,
  });
  return { id, position: result.position, types: result.events.map((event) => event.type) };
}
