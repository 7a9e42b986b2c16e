// Each organization's travelers as columns (nationality, birth, needs, tours as slots), kept between queries and read again only where a traveler's document changed.
import { Injectable } from '@nestjs/common';
import { POSITION_FIELD, type ReportTravelerDocument } from '@tourops/projections';

/** Organizations whose columns are kept (the most recently asked). */
const ORGANIZATIONS_KEPT = 8;

export type TravelerDocument = Pick<ReportTravelerDocument, '_id' | 'nationality' | 'dateOfBirth' | 'tourIds' | 'hasNeeds' | 'deleted'> & { [POSITION_FIELD]?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as the number yyyymmdd (whole years between two are their difference over 10,000, rounded down); -1 when not a date. */
export const dateNumber = (date: string): number => (ISO_DATE.test(date) ? Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) : -1);

/** A position as the longer, or else the later in text, decimal string. */
const later = (a: string, b: string | undefined) => (b !== undefined && (b.length > a.length || (b.length === a.length && b > a)) ? b : a);

/**
 * The travelers of one organization, row by row in the order the store lists them: each tour a slot (a small whole
 * number that never changes), each row's tours a run of `tourSlots` from `tourStart[row]` to `tourStart[row + 1]`.
 */
export class TravelerColumns {
  documents: TravelerDocument[] = [];
  nationalities: string[] = [];
  nationality = new Uint16Array(0);
  birth = new Int32Array(0);
  flags = new Uint8Array(0);
  tourStart = new Int32Array(1);
  tourSlots = new Int32Array(0);
  lastPosition = '0';
  private readonly slots = new Map<string, number>();
  private readonly nationalityCodes = new Map<string, number>();
  private rowTours: Int32Array[] = [];

  static readonly DELETED = 1;
  static readonly HAS_NEEDS = 2;

  get slotCount(): number {
    return this.slots.size;
  }

  slotOf(tourId: string): number {
    let slot = this.slots.get(tourId);
    if (slot === undefined) this.slots.set(tourId, (slot = this.slots.size));
    return slot;
  }

  /** Brings the rows to these documents: a row whose document is the same object as last time is kept as it is. */
  follow(documents: readonly TravelerDocument[]): void {
    const rows = documents.length;
    const grown = rows !== this.documents.length;
    if (grown) this.resize(rows);
    let changed = grown;
    for (let row = 0; row < rows; row++) {
      if (this.documents[row] === documents[row]) continue;
      this.read(row, documents[row]);
      changed = true;
    }
    if (changed) this.flatten();
  }

  private resize(rows: number): void {
    const keep = Math.min(rows, this.documents.length);
    const grow = <T extends Uint8Array | Uint16Array | Int32Array>(make: (length: number) => T, old: T) => {
      const next = make(rows);
      next.set(old.subarray(0, keep));
      return next;
    };
    this.nationality = grow((length) => new Uint16Array(length), this.nationality);
    this.birth = grow((length) => new Int32Array(length), this.birth);
    this.flags = grow((length) => new Uint8Array(length), this.flags);
    this.documents = this.documents.slice(0, keep);
    this.rowTours = this.rowTours.slice(0, keep);
    this.documents.length = rows;
    this.rowTours.length = rows;
  }

  private read(row: number, document: TravelerDocument): void {
    const nationality = document.nationality || 'unknown';
    let code = this.nationalityCodes.get(nationality);
    if (code === undefined) {
      this.nationalityCodes.set(nationality, (code = this.nationalities.length));
      this.nationalities.push(nationality);
    }
    this.documents[row] = document;
    this.nationality[row] = code;
    this.birth[row] = dateNumber(document.dateOfBirth);
    this.flags[row] = (document.deleted ? TravelerColumns.DELETED : 0) | (document.hasNeeds ? TravelerColumns.HAS_NEEDS : 0);
    this.rowTours[row] = Int32Array.from(document.tourIds, (tourId) => this.slotOf(tourId));
    this.lastPosition = later(this.lastPosition, document[POSITION_FIELD]);
  }

  private flatten(): void {
    this.tourStart = new Int32Array(this.documents.length + 1);
    let total = 0;
    this.rowTours.forEach((tours, row) => (this.tourStart[row + 1] = total += tours.length));
    this.tourSlots = new Int32Array(total);
    this.rowTours.forEach((tours, row) => this.tourSlots.set(tours, this.tourStart[row]));
  }
}

/**
 * Traveler insights walk a hundred thousand travelers per answer: reading their scattered documents costs more than the
 * figures. The columns are read from the documents once; the memory store hands out its own documents, so an
 * unchanged traveler is the same object next time and only changed rows are read again (MongoDB's fresh copies are
 * all read again, correctly).
 */
@Injectable()
export class TravelerFactsMemo {
  private readonly byOrganization = new Map<string, TravelerColumns>();

  columnsOf(orgId: string, documents: readonly TravelerDocument[]): TravelerColumns {
    const columns = this.byOrganization.get(orgId) ?? new TravelerColumns();
    this.byOrganization.delete(orgId);
    this.byOrganization.set(orgId, columns);
    if (this.byOrganization.size > ORGANIZATIONS_KEPT) this.byOrganization.delete(this.byOrganization.keys().next().value!);
    columns.follow(documents);
    return columns;
  }
}
