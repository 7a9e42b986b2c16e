// Local identity's member directory: commands on the organization's directory stream, and its fold kept at hand for the guard.
import { Inject, Injectable } from '@nestjs/common';
import { memberDirectoryDecider, memberDirectoryStreamName, type MemberDirectoryCommand, type MemberDirectoryState } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath, EVENT_STORE, loadFolded, writeResultOf } from '@tourops/runtime';

/** How long a folded directory is answered without looking for events another api process appended. */
export const DIRECTORY_FRESHNESS_MS = 1_000;
/** Organizations whose directories are kept; least recently used first out. */
const MAX_ORGANIZATIONS = 10_000;

interface KnownDirectory {
  state: MemberDirectoryState;
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
  private readonly known = new Map<string, KnownDirectory>();

  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
  ) {}

  /** The organization's directory as this process knows it. */
  async state(orgId: string): Promise<MemberDirectoryState> {
    const known = this.known.get(orgId);
    if (!known) return this.refresh(orgId);
    if (Date.now() - known.checkedAt > DIRECTORY_FRESHNESS_MS) void this.refresh(orgId).catch(() => undefined);
    return known.state;
  }

  /** Runs a directory command for `actorId` (one at a time per organization, as every command on a stream), then refreshes the fold. */
  async execute(orgId: string, command: MemberDirectoryCommand, actorId: string, resultId: string): Promise<WriteResult> {
    const result = await this.commands.run({
      streamName: memberDirectoryStreamName(orgId),
      decider: memberDirectoryDecider,
      command,
      caller: { orgId, actorId },
      context: (_state, now) => ({ now }),
      resultId,
    });
    await this.refresh(orgId);
    return writeResultOf(result);
  }

  private async refresh(orgId: string): Promise<MemberDirectoryState> {
    const { state } = await loadFolded(this.eventStore, memberDirectoryStreamName(orgId), memberDirectoryDecider);
    this.known.delete(orgId);
    this.known.set(orgId, { state, checkedAt: Date.now() });
    if (this.known.size > MAX_ORGANIZATIONS) this.known.delete(this.known.keys().next().value as string);
    return state;
  }
}
