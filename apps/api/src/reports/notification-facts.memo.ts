// The notifications the reports read, as columns (tour, measure, level, instant raised, minutes to acknowledge and to close), read from their blocks and kept between queries per organization.
import { Injectable } from '@nestjs/common';
import { REPORT_NOTIFICATIONS_COLLECTION, REPORT_NOTIFICATION_COLUMNS, type ReportNotificationDocument } from '@tourops/projections';
import { FactBlockColumns } from './fact-block-rows';
import { Codes, FollowedRows, resized } from './followed-rows';
import { instantMs, rangeMs } from './report-figures';
import type { ReportRange } from './report-range';

/** One row per notification of the organization, in the order read; minutes are NaN when the step has not happened. */
export class NotificationColumns extends FollowedRows<ReportNotificationDocument> {
  readonly tours = new Codes();
  readonly measures = new Codes();
  readonly levels = new Codes();
  tour = new Int32Array(0);
  measure = new Uint8Array(0);
  level = new Uint8Array(0);
  raisedMs = new Float64Array(0);
  acknowledgeMinutes = new Float64Array(0);
  closeMinutes = new Float64Array(0);
  /** The rows by tour: those of tour code `t` are `tourRows[tourStart[t]]` to `tourRows[tourStart[t + 1] - 1]`. */
  tourStart = new Int32Array(1);
  tourRows = new Int32Array(0);

  protected resize(rows: number): void {
    this.tour = resized(this.tour, rows, (length) => new Int32Array(length));
    this.measure = resized(this.measure, rows, (length) => new Uint8Array(length));
    this.level = resized(this.level, rows, (length) => new Uint8Array(length));
    this.raisedMs = resized(this.raisedMs, rows, (length) => new Float64Array(length));
    this.acknowledgeMinutes = resized(this.acknowledgeMinutes, rows, (length) => new Float64Array(length));
    this.closeMinutes = resized(this.closeMinutes, rows, (length) => new Float64Array(length));
  }

  protected read(row: number, document: ReportNotificationDocument): void {
    const raisedMs = instantMs(document.raisedAt);
    this.tour[row] = this.tours.codeOf(document.tourId);
    this.measure[row] = this.measures.codeOf(document.measure);
    this.level[row] = this.levels.codeOf(document.level);
    this.raisedMs[row] = raisedMs;
    this.acknowledgeMinutes[row] = document.acknowledgedAt ? (instantMs(document.acknowledgedAt) - raisedMs) / 60_000 : NaN;
    this.closeMinutes[row] = document.closedAt ? (instantMs(document.closedAt) - raisedMs) / 60_000 : NaN;
  }

  /** The tours of the notifications raised in the range (each marked by its code, then named once). */
  toursRaisedIn(range: ReportRange): string[] {
    const [fromMs, toMs] = rangeMs(range);
    const raised = new Uint8Array(this.tours.size);
    for (let row = 0; row < this.documents.length; row++) if (this.raisedMs[row] >= fromMs && this.raisedMs[row] < toMs) raised[this.tour[row]] = 1;
    return this.tours.values.filter((_, code) => raised[code] === 1);
  }

  protected override settle(): void {
    const tours = this.tours.size;
    this.tourStart = new Int32Array(tours + 1);
    for (let row = 0; row < this.documents.length; row++) this.tourStart[this.tour[row] + 1]++;
    for (let t = 0; t < tours; t++) this.tourStart[t + 1] += this.tourStart[t];
    const next = this.tourStart.slice(0, tours);
    this.tourRows = new Int32Array(this.documents.length);
    for (let row = 0; row < this.documents.length; row++) this.tourRows[next[this.tour[row]]++] = row;
  }
}

/**
 * The reports walk tens of thousands of notifications per answer, and reading their facts (and the strings in them) costs
 * more than the figures: the projection keeps them in blocks (report-notifications.projection.ts), and each block's rows
 * are read into the columns once per position of the block (FactBlockColumns), on every store alike. A report keeps the
 * rows of its range (`raisedMs`).
 */
@Injectable()
export class NotificationFactsMemo extends FactBlockColumns<ReportNotificationDocument, NotificationColumns> {
  constructor() {
    super(REPORT_NOTIFICATIONS_COLLECTION, REPORT_NOTIFICATION_COLUMNS, () => new NotificationColumns());
  }
}
