// The monitor's moves on notification streams: a reading evaluated on the key's current occurrence, expiry of a subject that is over or of one notification.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  deduplicationKeyOf,
  isOpen,
  levelOf,
  notificationDecider,
  notificationIdOf,
  notificationStreamName,
  occurrenceForReading,
  type Measure,
  type NotificationContext,
  type NotificationEvent,
  type OccurrenceTrack,
  type Reading,
} from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import {
  Clock,
  CommandPath,
  EVENT_STORE,
  SettingsStreams,
  findCurrentOccurrence,
  following,
  loadOccurrence,
  type CommandCaller,
  type CommandResult,
  type FollowingCaller,
} from '@tourops/runtime';

/** Who the monitor's events are recorded as. */
export const MONITOR_ACTOR = 'system:monitor';

/** A recorded event and the correlation and cause of the commands that follow it. */
export interface FollowedEvent<E> {
  event: E;
  follows: FollowingCaller;
}

/** The events a command recorded, each with what follows it carries. */
export const followedEvents = <E>(result: CommandResult<E>): FollowedEvent<E>[] => result.events.map((event, index) => ({ event, follows: following(result, index) }));

/** Keys remembered before the memory is cleared (the streams are read again after that, as after a restart). */
const MAX_TRACKS = 100_000;

@Injectable()
export class NotificationDecisions {
  /** The occurrence in force per organization and deduplication key; after a restart found again from the streams. */
  private readonly tracks = new Map<string, OccurrenceTrack>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
    private readonly settings: SettingsStreams,
    private readonly clock: Clock,
  ) {}

  /** The organization's notifications settings and the revision of their stream, as explanations name them. */
  async context(orgId: string): Promise<NotificationContext> {
    const { settings, revision } = await this.settings.withRevision(orgId, 'notifications');
    return { settings, settingsRevision: revision };
  }

  /** EvaluateReading on the key's current occurrence, or on the next one when the current one gives way to it; `caller` names the reading it follows. */
  async evaluate(orgId: string, tourId: string, subjectId: string, reading: Reading, caller: Partial<CommandCaller> = {}): Promise<FollowedEvent<NotificationEvent>[]> {
    return this.evaluateCheck(orgId, tourId, subjectId, [reading], caller);
  }

  /**
   * Each reading of one check of a subject evaluated in turn, each command caused by the check (`caller`), so that what
   * follows in the log (the SMS outbox, through NotificationFollowUps) texts the measures a check took to a level in one message;
   * a check without a cause gets a correlation of its own.
   */
  async evaluateCheck(orgId: string, tourId: string, subjectId: string, readings: readonly Reading[], caller: Partial<CommandCaller> = {}): Promise<FollowedEvent<NotificationEvent>[]> {
    const recorded: FollowedEvent<NotificationEvent>[] = [];
    const correlationId = caller.correlationId ?? randomUUID();
    const check = { ...caller, correlationId, causationId: caller.causationId ?? correlationId };
    for (const reading of readings) recorded.push(...(await this.evaluateReading(orgId, tourId, subjectId, reading, check)));
    return recorded;
  }

  private async evaluateReading(orgId: string, tourId: string, subjectId: string, reading: Reading, caller: Partial<CommandCaller>): Promise<FollowedEvent<NotificationEvent>[]> {
    const { measure } = reading;
    const { track, state } = await this.current(orgId, subjectId, measure);
    const context = await this.context(orgId);
    const next = occurrenceForReading(track, state, levelOf(measure, reading.value, context.settings));
    const notificationId = notificationIdOf(subjectId, measure, next.occurrence);
    const result = await this.commands.run({
      streamName: notificationStreamName(orgId, notificationId),
      decider: notificationDecider,
      command: { type: 'EvaluateReading', data: { orgId, tourId, subjectId, measure, occurrence: next.occurrence, reading, at: this.clock.now().toISOString() } },
      caller: { orgId, actorId: MONITOR_ACTOR, ...caller },
      context: () => this.context(orgId),
      resultId: notificationId,
    });
    this.remember(orgId, subjectId, measure, next);
    return followedEvents(result);
  }

  /** ExpireNotification on the open notification of each measure of a subject that is over. */
  async expire(orgId: string, subjectId: string, measures: readonly Measure[]): Promise<NotificationEvent[]> {
    const expired: NotificationEvent[] = [];
    for (const measure of measures) {
      const { track, state } = await this.current(orgId, subjectId, measure);
      if (!isOpen(state)) continue;
      expired.push(...(await this.expireNotification(orgId, notificationIdOf(subjectId, measure, track.occurrence))));
    }
    return expired;
  }

  /** ExpireNotification on one notification: nothing when it is already closed. */
  async expireNotification(orgId: string, notificationId: string): Promise<NotificationEvent[]> {
    const { events } = await this.commands.run({
      streamName: notificationStreamName(orgId, notificationId),
      decider: notificationDecider,
      command: { type: 'ExpireNotification' },
      caller: { orgId, actorId: MONITOR_ACTOR },
      context: () => this.context(orgId),
      resultId: notificationId,
    });
    return events;
  }

  /** Whether the key's current occurrence is open. */
  async isOpen(orgId: string, subjectId: string, measure: Measure): Promise<boolean> {
    return isOpen((await this.current(orgId, subjectId, measure)).state);
  }

  private async current(orgId: string, subjectId: string, measure: Measure) {
    const track = this.tracks.get(this.keyOf(orgId, subjectId, measure));
    if (!track) return findCurrentOccurrence(this.eventStore, orgId, subjectId, measure);
    return { track, state: await loadOccurrence(this.eventStore, orgId, subjectId, measure, track.occurrence) };
  }

  private remember(orgId: string, subjectId: string, measure: Measure, track: OccurrenceTrack) {
    if (this.tracks.size >= MAX_TRACKS) this.tracks.clear();
    this.tracks.set(this.keyOf(orgId, subjectId, measure), track);
  }

  private keyOf(orgId: string, subjectId: string, measure: Measure) {
    return `${orgId}\u0000${deduplicationKeyOf(subjectId, measure)}`;
  }
}
