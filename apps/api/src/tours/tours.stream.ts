// A tour's own stream: the tour read as it is now or was at an earlier revision, and the one way a tour command is run on it.
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { tourDecider, tourStreamName, type Tour, type TourCommand } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath, EVENT_STORE, loadFolded, SettingsStreams, writeResultOf } from '@tourops/runtime';
import type { TourWriter } from './caused-by.interceptor';

/** The tour folded from its events up to `revision` (inclusive; all of them when absent); 404 when there is none. */
export async function readTour(eventStore: EventStore, orgId: string, tourId: string, revision?: number): Promise<Tour> {
  const { state } = await loadFolded(eventStore, tourStreamName(orgId, tourId), tourDecider, { toRevision: revision });
  if (state.status === 'absent' || state.tour.purged) throw new NotFoundException('Tour not found.');
  return state.tour;
}

@Injectable()
export class TourStream {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
    private readonly settings: SettingsStreams,
  ) {}

  read(orgId: string, tourId: string, revision?: number): Promise<Tour> {
    return readTour(this.eventStore, orgId, tourId, revision);
  }

  /**
   * Decides the command with the organization's day and editor settings; the write answers with `resultId`: the tour's,
   * or the new day's or segment's. A change answering a notification (X-Caused-By) carries its correlation and cause.
   */
  async run(caller: TourWriter, tourId: string, command: TourCommand, resultId: string, expectedRevision?: number): Promise<WriteResult> {
    return writeResultOf(await this.commands.run({
      streamName: tourStreamName(caller.orgId, tourId),
      decider: tourDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId, ...caller.follows },
      context: async () => {
        const [day, editor] = await Promise.all([this.settings.get(caller.orgId, 'day'), this.settings.get(caller.orgId, 'editor')]);
        return { day, autoFill: editor.tourEditor.autoFillSegment };
      },
      expectedRevision,
      resultId,
    }));
  }
}
