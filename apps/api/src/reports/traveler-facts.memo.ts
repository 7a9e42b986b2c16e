// Each organization's travelers as columns (nationality, birth, needs, tours as slots), read from their blocks and kept between queries, rows read again only where their block changed.
import { Injectable } from '@nestjs/common';
import { POSITION_FIELD, REPORT_TRAVELERS_COLLECTION, REPORT_TRAVELER_COLUMNS, type ReportTravelerDocument } from '@tourops/projections';
import { FactBlockColumns } from './fact-block-rows';
import { Codes, FollowedRows, resized } from './followed-rows';

export type TravelerDocument = ReportTravelerDocument & { [POSITION_FIELD]?: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date as the number yyyymmdd (whole years between two are their difference over 10,000, rounded down); -1 when not a date. */
export const dateNumber = (date: string): number => (ISO_DATE.test(date) ? Number(date.slice(0, 4)) * 10_000 + Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10)) : -1);

/**
 * The travelers of one organization, row by row in the order the store lists them: each tour a slot (a small whole
 * number that never changes), each row's tours a run of `tourSlots` from `tourStart[row]` to `tourStart[row + 1]`.
 */
export class TravelerColumns extends FollowedRows<TravelerDocument> {
  readonly nationalities = new Codes();
  readonly slots = new Codes();
  nationality = new Uint16Array(0);
  birth = new Int32Array(0);
  flags = new Uint8Array(0);
  tourStart = new Int32Array(1);
  tourSlots = new Int32Array(0);
  private rowTours: Int32Array[] = [];

  static readonly DELETED = 1;
  static readonly HAS_NEEDS = 2;

  protected resize(rows: number): void {
    this.nationality = resized(this.nationality, rows, (length) => new Uint16Array(length));
    this.birth = resized(this.birth, rows, (length) => new Int32Array(length));
    this.flags = resized(this.flags, rows, (length) => new Uint8Array(length));
    this.rowTours = this.rowTours.slice(0, rows);
  }

  protected read(row: number, document: TravelerDocument): void {
    this.nationality[row] = this.nationalities.codeOf(document.nationality || 'unknown');
    this.birth[row] = dateNumber(document.dateOfBirth);
    this.flags[row] = (document.deleted ? TravelerColumns.DELETED : 0) | (document.hasNeeds ? TravelerColumns.HAS_NEEDS : 0);
    this.rowTours[row] = Int32Array.from(document.tourIds, (tourId) => this.slots.codeOf(tourId));
  }

  protected override settle(): void {
    this.tourStart = new Int32Array(this.documents.length + 1);
    let total = 0;
    this.rowTours.forEach((tours, row) => (this.tourStart[row + 1] = total += tours.length));
    this.tourSlots = new Int32Array(total);
    this.rowTours.forEach((tours, row) => this.tourSlots.set(tours, this.tourStart[row]));
  }
}

/**
 * Traveler insights walk a hundred thousand travelers per answer: reading their facts costs more than the figures. The
 * projection keeps them in blocks (report-travelers.projection.ts); the rows of a block are read once per position of
 * the block (FactBlockColumns), so an unchanged block's rows are the same objects next time and only its changed block's
 * rows are read into the columns again, on every store alike.
 */
@Injectable()
export class TravelerFactsMemo extends FactBlockColumns<TravelerDocument, TravelerColumns> {
  constructor() {
    super(REPORT_TRAVELERS_COLLECTION, REPORT_TRAVELER_COLUMNS, () => new TravelerColumns());
  }
}
