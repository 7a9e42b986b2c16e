// CSV import: registers the file's new rows and puts new and existing ones on the tour, one row after the other.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { ImportResult, ImportResultRow, ImportRowOutcome, WriteResult } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { TravelerDirectory } from '../traveler-directory';
import { countBy, planTravelerImport, type PlannedRow } from '../traveler-import-plan';
import { TravelerStream } from '../travelers.stream';

export class ImportTravelersCommand extends Command<ImportResult> {
  constructor(
    readonly caller: Caller,
    readonly csv: string,
    readonly tourId?: string,
  ) {
    super();
  }
}

@CommandHandler(ImportTravelersCommand)
export class ImportTravelersHandler implements ICommandHandler<ImportTravelersCommand, ImportResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly directory: TravelerDirectory,
    private readonly travelers: TravelerStream,
  ) {}

  async execute({ caller, csv, tourId }: ImportTravelersCommand): Promise<ImportResult> {
    const { planned } = await planTravelerImport(this.eventStore, this.directory, caller.orgId, csv, this.travelers.today(), tourId);
    const rows: ImportResultRow[] = [];
    let position = 0n;
    const note = (write: WriteResult) => {
      if (BigInt(write.position) > position) position = BigInt(write.position);
    };
    // The read model does not see this import's assignments yet: they are counted here as they are made.
    const onTour = { count: tourId ? await this.directory.countOnTour(caller.orgId, tourId) : 0 };
    // One row after the other: each is its own stream's command, and a failed row leaves the others written.
    for (const entry of planned) rows.push(await this.importRow(caller, entry, tourId, onTour, note));
    return {
      rows,
      counts: countBy<ImportRowOutcome>(['created', 'assigned', 'unchanged', 'skipped', 'failed'], rows.map((row) => row.outcome)),
      addedToTour: rows.filter((row) => row.addedToTour).length,
      position: position.toString(),
    };
  }

  private async importRow(caller: Caller, { preview, action }: PlannedRow, tourId: string | undefined, onTour: { count: number }, note: (write: WriteResult) => void): Promise<ImportResultRow> {
    const row = preview.row;
    if (preview.status === 'invalid') return { row, outcome: 'skipped', travelerId: null, addedToTour: false, errors: preview.errors };
    const travelerId = action.kind === 'register' ? randomUUID() : (preview.match?.id ?? null);
    let addedToTour = false;
    try {
      if (action.kind === 'register') note(await this.travelers.run(caller, travelerId!, { type: 'RegisterTraveler', data: { travelerId: travelerId!, ...action.details } }));
      if (tourId && action.kind !== 'none') {
        note(await this.travelers.run(caller, travelerId!, { type: 'AssignToTour', data: { tourId } }, undefined, { travelersOnTour: onTour.count }));
        addedToTour = true;
        onTour.count++;
      }
      return { row, outcome: action.kind === 'register' ? 'created' : action.kind === 'assign' ? 'assigned' : 'unchanged', travelerId, addedToTour };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { row, outcome: 'failed', travelerId, addedToTour, errors: error.fields ?? { row: error.message } };
    }
  }
}
