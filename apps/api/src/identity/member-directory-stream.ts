// Local identity's member directory: commands on the organization's directory stream, and its fold kept in memory for the guard.
import { Inject, Injectable } from '@nestjs/common';
import {
  memberDirectoryDecider,
  memberDirectoryStreamName,
  type MemberDirectoryCommand,
  type MemberDirectoryState,
} from '@tourops/domain';
import { WrongExpectedRevisionError, type EventStore } from '@tourops/event-store';
import { Clock, EVENT_STORE } from '@tourops/runtime';
import { commandMetadata, handleCommand, type CommandOutcome } from '../shared/handle-command';

/** How long a folded directory is answered without looking for events another api process appended. */
export const DIRECTORY_FRESHNESS_MS = 1_000;
/** Organizations whose directories are kept; least recently used first out. */
const MAX_ORGANIZATIONS = 10_000;
/** A conflict with another api process appending to the same directory is decided again, this often. */
const ATTEMPTS = 8;

interface FoldedDirectory {
  state: MemberDirectoryState;
  /** Revision of the last event folded (-1: none). */
  revision: number;
  checkedAt: number;
}

/**
 * The directory of each organization folded from its stream `members-{orgId}.directory`. A command
 * through this process refreshes the fold before it answers, so a role change or removal applies to
 * the next request at once; events appended by another api process are picked up in the background
 * within DIRECTORY_FRESHNESS_MS. A request costs a map lookup, except the first one of an organization.
 */
@Injectable()
export class MemberDirectoryStream {
  private readonly folded = new Map<string, FoldedDirectory>();
  private readonly reading = new Map<string, Promise<FoldedDirectory>>();
  /** The last directory command queued per organization, settled either way. */
  private readonly commands = new Map<string, Promise<void>>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  /** The organization's directory as this process knows it. */
  async state(orgId: string): Promise<MemberDirectoryState> {
    const known = this.folded.get(orgId);
    if (!known) return (await this.refresh(orgId)).state;
    if (Date.now() - known.checkedAt > DIRECTORY_FRESHNESS_MS) void this.refresh(orgId).catch(() => undefined);
    return known.state;
  }

  /**
   * Runs a directory command for `actorId`, then folds what it appended. Commands of one organization run one
   * after another in this process (many people signing in at once would otherwise race for the one stream);
   * a conflict with another api process is decided again.
   */
  execute(orgId: string, command: MemberDirectoryCommand, actorId: string): Promise<CommandOutcome> {
    const run = (this.commands.get(orgId) ?? Promise.resolve()).then(() => this.decideAndAppend(orgId, command, actorId));
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.commands.set(orgId, settled);
    void settled.then(() => {
      if (this.commands.get(orgId) === settled) this.commands.delete(orgId);
    });
    return run;
  }

  private async decideAndAppend(orgId: string, command: MemberDirectoryCommand, actorId: string): Promise<CommandOutcome> {
    const streamName = memberDirectoryStreamName(orgId);
    for (let attempt = 1; ; attempt++) {
      const now = this.clock.now().toISOString();
      try {
        const outcome = await handleCommand(this.eventStore, streamName, memberDirectoryDecider, command, { now }, {
          metadata: commandMetadata(orgId, actorId, now),
        });
        await this.refresh(orgId);
        return outcome;
      } catch (error) {
        if (!(error instanceof WrongExpectedRevisionError) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** Reads the events after the folded revision (one read at a time per organization). */
  private refresh(orgId: string): Promise<FoldedDirectory> {
    const running = this.reading.get(orgId);
    if (running) return running.then(() => this.refresh(orgId));
    const read = this.readAfter(orgId).finally(() => this.reading.delete(orgId));
    this.reading.set(orgId, read);
    return read;
  }

  private async readAfter(orgId: string): Promise<FoldedDirectory> {
    const base = this.folded.get(orgId);
    const events = await this.eventStore.readStream(memberDirectoryStreamName(orgId), base ? { fromRevision: base.revision + 1 } : undefined);
    let state = base?.state ?? memberDirectoryDecider.initialState;
    for (const event of events) state = memberDirectoryDecider.evolve(state, { type: event.type, data: event.data } as Parameters<typeof memberDirectoryDecider.evolve>[1]);
    const folded = { state, revision: events.at(-1)?.revision ?? base?.revision ?? -1, checkedAt: Date.now() };
    this.folded.delete(orgId);
    this.folded.set(orgId, folded);
    if (this.folded.size > MAX_ORGANIZATIONS) this.folded.delete(this.folded.keys().next().value as string);
    return folded;
  }
}
