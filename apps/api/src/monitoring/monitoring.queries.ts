// The watched subjects of an organization as the monitoring page shows them: the tours read model, the monitoring-subjects read model and the open notifications.
import { Inject, Injectable } from '@nestjs/common';
import {
  isAbove,
  isOpen,
  levelOf,
  nextCheckAt,
  subjectTimes,
  subjectWords,
  watchedSubjects,
  type Level,
  type Measure,
  type NotificationSettings,
  type Reading,
  type SubjectOnWatch,
} from '@tourops/domain';
import type { MonitoringSubjectView, MonitoringSubjectsQuery, MonitoringSubjectsView } from '@tourops/contracts';
import { subjectPathId } from '@tourops/contracts';
import type { EventStore } from '@tourops/event-store';
import { MONITORING_SUBJECTS_COLLECTION, TOURS_COLLECTION, WATCHED_TOURS_FILTER, type MonitoringSubjectDocument, type TourDocument } from '@tourops/projections';
import type { ReadStore } from '@tourops/read-store';
import { APP_CONFIG, Clock, EVENT_STORE, READ_STORE, SettingsStreams, findCurrentOccurrence, type AppConfig } from '@tourops/runtime';

const highest = (levels: Level[]): Level => levels.reduce<Level>((best, level) => (isAbove(level, best) ? level : best), 'normal');

@Injectable()
export class MonitoringQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsStreams,
    private readonly clock: Clock,
  ) {}

  async list(orgId: string, query: MonitoringSubjectsQuery): Promise<MonitoringSubjectsView> {
    const now = this.clock.now().toISOString();
    const scope = this.readStore.forOrganization(orgId);
    const tours = await scope
      .collection<TourDocument>(TOURS_COLLECTION)
      .find({ ...WATCHED_TOURS_FILTER, ...(query.tourId ? { _id: query.tourId.toLowerCase() } : {}) }, { sort: { startDate: 1, _id: 1 } });
    const subjects = tours.flatMap((tour) =>
      watchedSubjects(tour, now, query.kind)
        .filter((subject) => !subject.over)
        .map((subject) => ({ subject, tour })),
    );
    if (subjects.length === 0) return { items: [] };
    const documents = await scope
      .collection<MonitoringSubjectDocument>(MONITORING_SUBJECTS_COLLECTION)
      .find({ tourId: { $in: [...new Set(subjects.map(({ tour }) => tour.id))] } });
    const byId = new Map(documents.map((document) => [document.subjectId, document]));
    const notifications = await this.settings.get(orgId, 'notifications');
    const items: MonitoringSubjectView[] = [];
    for (const { subject, tour } of subjects) {
      const view = await this.viewOf(orgId, subject, tour, byId.get(subject.id), notifications, now);
      if (!query.level || view.level === query.level) items.push(view);
    }
    return { items };
  }

  private async viewOf(orgId: string, subject: SubjectOnWatch, tour: TourDocument, document: MonitoringSubjectDocument | undefined, settings: NotificationSettings, now: string): Promise<MonitoringSubjectView> {
    const day = tour.days.find((candidate) => candidate.id === subject.dayId);
    const segment = day?.segments.find((candidate) => candidate.id === subject.segmentId);
    const readings = document?.readings ?? {};
    const lastCheck = document?.lastCheckAt && document.lastOutcome ? { at: document.lastCheckAt, outcome: document.lastOutcome } : null;
    const outcome = !lastCheck ? null : lastCheck.outcome.kind === 'reading' ? { kind: 'reading' as const } : { kind: 'no data' as const, consecutiveFailures: document!.consecutiveFailures };
    return {
      id: subject.id,
      pathId: subjectPathId(subject.id),
      kind: subject.kind,
      tour: { id: tour.id, title: tour.title, timeZone: tour.timezone },
      day: { id: subject.dayId, date: day?.date ?? null },
      segment: { id: subject.segmentId, title: segment?.title ?? null },
      provider: this.providerOf(subject),
      window: subject.window,
      ...subjectTimes(tour, subject),
      inHorizon: subject.inHorizon,
      lastCheck: lastCheck && (lastCheck.outcome.kind === 'reading' ? { at: lastCheck.at, outcome: 'reading' } : { at: lastCheck.at, outcome: 'no data', provider: lastCheck.outcome.provider, reason: lastCheck.outcome.reason }),
      nextCheckAt: document?.checkRequestedAt ? now : nextCheckAt(subject, lastCheck?.at ?? now, outcome),
      checkRequestedAt: document?.checkRequestedAt ?? null,
      readings,
      level: document ? await this.levelOf(orgId, subject, readings, settings) : 'normal',
      about: subjectWords(subject.id, tour),
    };
  }

  /** The highest level among the subject's open notifications (found in their streams) and its current readings. */
  private async levelOf(orgId: string, subject: SubjectOnWatch, readings: Partial<Record<Measure, Reading>>, settings: NotificationSettings): Promise<Level> {
    const levels: Level[] = Object.values(readings).map((reading) => levelOf(reading.measure, reading.value, settings));
    for (const measure of subject.measures) {
      const { state } = await findCurrentOccurrence(this.eventStore, orgId, subject.id, measure);
      if (isOpen(state) && state.status === 'present') levels.push(state.notification.level);
    }
    return highest(levels);
  }

  private providerOf(subject: SubjectOnWatch): string {
    const { flights, routing, weather } = this.config.providers;
    return subject.kind === 'flight' ? flights.kind : subject.kind === 'transfer' ? routing.kind : weather.kind;
  }
}
