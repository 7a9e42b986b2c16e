// What follows the log's notification events, from a checkpoint kept in the log: the SMS outbox's texts and refused numbers survive any crash (ADR 0034).
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AllSubscription, EventStore, RecordedEvent } from '@tourops/event-store';
import { EVENT_STORE, Clock } from '@tourops/runtime';
import { MONITOR_ACTOR } from './notification-decisions';
import { FOLLOWED_EVENT_TYPES, FOLLOWED_STREAM_PREFIXES, SmsOutbox } from './sms-outbox';

/** The stream of the follow-ups' checkpoint: the position of the log up to which every follow-up is recorded. */
export const FOLLOW_UPS_CHECKPOINT_STREAM = 'checkpoint-monitor.notification-follow-ups';
const CHECKPOINT_REACHED = 'FollowUpsCheckpointReached';
/** Checkpoints kept readable: the latest is the one read. */
const CHECKPOINTS_KEPT = 16;
/** Events read or handed over at once. */
const PAGE_SIZE = 256;
/**
 * A check records its notifications one stream at a time: the events of the log are followed up once it has been quiet this
 * long, so that the measures one check took to a level go out in one message (a check cut in two is still texted once:
 * the outbox never queues a check, subject and level twice).
 */
export const SETTLE_MS = 250;

const filter = { eventTypes: FOLLOWED_EVENT_TYPES, streamNamePrefixes: FOLLOWED_STREAM_PREFIXES };

@Injectable()
export class NotificationFollowUps {
  private readonly logger = new Logger('FollowUps');
  private position: bigint | null = null;
  private stopped = false;
  private subscription: AllSubscription | null = null;
  private following: Promise<void> | null = null;

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly outbox: SmsOutbox,
    private readonly clock: Clock,
  ) {}

  /**
   * Follows up every event after the checkpoint up to the end of the log now, then saves the checkpoint. On a log this
   * process has never followed, the checkpoint starts at the end: what came before was followed up by the earlier process.
   */
  async catchUp(): Promise<void> {
    let position = await this.checkpoint();
    for await (const page of this.eventStore.readAll({ after: position, filter, pageSize: PAGE_SIZE })) {
      await this.outbox.followUp(page);
      position = page[page.length - 1].position;
      await this.save(position);
    }
  }

  /** Reads the checkpoint (on a log never followed: records it at the end), before the process answers requests. */
  async prepare(): Promise<void> {
    await this.checkpoint();
  }

  /** Catches up, then follows the log live until `stop`; after a failure it resumes from the checkpoint with backoff. */
  start(): void {
    this.stopped = false;
    this.following ??= this.follow().finally(() => (this.following = null));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.subscription?.close();
    await this.following;
  }

  private async follow(): Promise<void> {
    for (let failures = 0; !this.stopped; ) {
      try {
        await this.catchUp();
        await this.followLive();
        return;
      } catch (error) {
        failures++;
        const delay = Math.min(30_000, 100 * 2 ** failures);
        this.logger.error(`Following notifications up failed at ${this.position} (attempt ${failures}), again in ${delay} ms: ${(error as Error).message}`);
        await this.subscription?.close().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }

  /** Live events are gathered until the log has been quiet for SETTLE_MS (or a page is full), then followed up and checkpointed. */
  private async followLive(): Promise<void> {
    const subscription = this.eventStore.subscribeToAll({ after: (await this.checkpoint()) ?? undefined, filter, maxBatchSize: PAGE_SIZE });
    this.subscription = subscription;
    const pages = subscription[Symbol.asyncIterator]();
    let gathered: RecordedEvent[] = [];
    let next = pages.next();
    while (!this.stopped) {
      const arrived = gathered.length === 0 ? await next : await Promise.race([next, quiet(SETTLE_MS)]);
      if (arrived !== QUIET) {
        if (arrived.done) break;
        gathered.push(...arrived.value);
        next = pages.next();
        if (gathered.length < PAGE_SIZE) continue;
      }
      await this.outbox.followUp(gathered);
      await this.save(gathered[gathered.length - 1].position);
      gathered = [];
    }
  }

  /** The position after which events are still to follow up; null before the first event of the log. */
  private async checkpoint(): Promise<bigint | undefined> {
    if (this.position !== null) return this.position === 0n ? undefined : this.position;
    const [latest] = await this.eventStore.readStream(FOLLOW_UPS_CHECKPOINT_STREAM, { direction: 'backwards', maxCount: 1 });
    if (latest) this.position = BigInt((latest.data as { position: string }).position);
    else {
      this.position = await this.eventStore.headPosition();
      await this.eventStore.setStreamMetadata(FOLLOW_UPS_CHECKPOINT_STREAM, { maxCount: CHECKPOINTS_KEPT });
      await this.save(this.position);
    }
    return this.position === 0n ? undefined : this.position;
  }

  private async save(position: bigint): Promise<void> {
    const at = this.clock.now().toISOString();
    const metadata = { orgId: '', actorId: MONITOR_ACTOR, correlationId: FOLLOW_UPS_CHECKPOINT_STREAM, causationId: FOLLOW_UPS_CHECKPOINT_STREAM, occurredAt: at, schemaVersion: 1 };
    await this.eventStore.appendToStream(FOLLOW_UPS_CHECKPOINT_STREAM, [{ type: CHECKPOINT_REACHED, data: { position: position.toString() }, metadata }]);
    this.position = position;
  }
}

const QUIET = Symbol('quiet');

/** Resolves QUIET after `ms`, without holding the process open. */
function quiet(ms: number): Promise<typeof QUIET> {
  return new Promise((resolve) => setTimeout(resolve, ms, QUIET).unref());
}
