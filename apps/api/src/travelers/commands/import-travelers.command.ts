// CSV import: the preview (a query: every row's status and reasons, nothing written) and the import (registers and assigns the valid rows).
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, Query, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError, invalid } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { ImportPreview, ImportResult, ImportResultRow, ImportRowOutcome, ImportRowStatus, WriteResult } from '@tourops/contracts';
import { EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../../identity/auth.guard';
import { tourOpenToTravelers } from '../tour-access';
import { TravelerDirectory } from '../traveler-directory';
import { ImportFileError, checkRow, planImport, readImportFile, type PlannedRow } from '../traveler-import-plan';
import { TravelerWriter } from '../travelers.stream';

export class PreviewTravelerImportQuery extends Query<ImportPreview> {
  constructor(
    readonly caller: Caller,
    readonly csv: string,
    readonly tourId?: string,
  ) {
    super();
  }
}

export class ImportTravelersCommand extends Command<ImportResult> {
  constructor(
    readonly caller: Caller,
    readonly csv: string,
    readonly tourId?: string,
  ) {
    super();
  }
}

/** Reads, checks and plans the file against the read model; a tour must be open to travelers. */
async function plan(eventStore: EventStore, directory: TravelerDirectory, writer: TravelerWriter, caller: Caller, csv: string, tourId?: string) {
  const tour = tourId ? await tourOpenToTravelers(eventStore, caller.orgId, tourId) : null;
  let file;
  try {
    file = readImportFile(csv);
  } catch (error) {
    if (error instanceof ImportFileError) throw invalid(error.message, error.fields);
    throw error;
  }
  const today = writer.today();
  const checked = file.rows.map((row) => checkRow(row, today));
  const known = await directory.knownLike(caller.orgId, checked.flatMap((row) => (row.details ? [row.details] : [])));
  return { tour, columns: file.columns, planned: planImport(checked, known, tourId) };
}

function countBy<K extends string>(keys: readonly K[], values: readonly K[]): Record<K, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const value of values) counts[value]++;
  return counts;
}

@QueryHandler(PreviewTravelerImportQuery)
export class PreviewTravelerImportHandler implements IQueryHandler<PreviewTravelerImportQuery, ImportPreview> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly directory: TravelerDirectory,
    private readonly writer: TravelerWriter,
  ) {}

  async execute({ caller, csv, tourId }: PreviewTravelerImportQuery): Promise<ImportPreview> {
    const { tour, columns, planned } = await plan(this.eventStore, this.directory, this.writer, caller, csv, tourId);
    const rows = planned.map((entry) => entry.preview);
    return {
      columns,
      tour: tour ? { id: tour.id, title: tour.title } : null,
      rows,
      counts: countBy<ImportRowStatus>(['new', 'existing', 'invalid'], rows.map((row) => row.status)),
    };
  }
}

@CommandHandler(ImportTravelersCommand)
export class ImportTravelersHandler implements ICommandHandler<ImportTravelersCommand, ImportResult> {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly directory: TravelerDirectory,
    private readonly writer: TravelerWriter,
  ) {}

  async execute({ caller, csv, tourId }: ImportTravelersCommand): Promise<ImportResult> {
    const { planned } = await plan(this.eventStore, this.directory, this.writer, caller, csv, tourId);
    const rows: ImportResultRow[] = [];
    let position = 0n;
    const note = (write: WriteResult) => {
      if (BigInt(write.position) > position) position = BigInt(write.position);
    };
    // One row after the other: each is its own stream's command, and a failed row leaves the others written.
    for (const entry of planned) rows.push(await this.importRow(caller, entry, tourId, note));
    return {
      rows,
      counts: countBy<ImportRowOutcome>(['created', 'assigned', 'unchanged', 'skipped', 'failed'], rows.map((row) => row.outcome)),
      position: position.toString(),
    };
  }

  private async importRow(caller: Caller, { preview, action }: PlannedRow, tourId: string | undefined, note: (write: WriteResult) => void): Promise<ImportResultRow> {
    const row = preview.row;
    if (preview.status === 'invalid') return { row, outcome: 'skipped', travelerId: null, errors: preview.errors };
    const travelerId = action.kind === 'register' ? randomUUID() : (preview.match?.id ?? null);
    try {
      if (action.kind === 'register') note(await this.writer.run(caller, travelerId!, { type: 'RegisterTraveler', data: { travelerId: travelerId!, ...action.details } }));
      if (tourId && action.kind !== 'none') note(await this.writer.run(caller, travelerId!, { type: 'AssignToTour', data: { tourId } }));
      return { row, outcome: action.kind === 'register' ? 'created' : action.kind === 'assign' ? 'assigned' : 'unchanged', travelerId };
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return { row, outcome: 'failed', travelerId, errors: error.fields ?? { row: error.message } };
    }
  }
}

export const IMPORT_HANDLERS = [PreviewTravelerImportHandler, ImportTravelersHandler];
