// The records of an audit-log export, as JSON Lines or CSV: the range, one record per event carrying its chain link, and the end.
import { AUDIT_CSV_COLUMNS, AUDIT_EXPORT_FORMAT_NAME, csvRows, neutralizeFormula } from '@tourops/contracts';
import type { AuditExportFormat } from '@tourops/domain';
import { canonicalJson, nextLink } from './audit-chain';

export interface AuditExportEvent {
  position: string;
  eventId: string;
  occurredAt: string;
  type: string;
  stream: string;
  revision: number;
  actor: { id: string; name: string };
  entity: { kind: string; id: string; label: string };
  summary: string;
  data: unknown;
}

type CsvRow = Record<(typeof AUDIT_CSV_COLUMNS)[number], string>;

/** One row of the file, by the one CSV writer (no BOM: the export is streamed in pieces, and the verifier reads it as written). */
const csvLine = (row: CsvRow): string => csvRows([AUDIT_CSV_COLUMNS.map((column) => row[column])]);

const EMPTY_ROW = Object.fromEntries(AUDIT_CSV_COLUMNS.map((column) => [column, ''])) as CsvRow;

/** A CSV row's cells as the file holds them (formulas neutralized): what the chain covers, so a verifier reads it back as is. */
const cellsOf = (row: CsvRow): Omit<CsvRow, 'chain'> => {
  const { chain: _chain, ...cells } = Object.fromEntries(AUDIT_CSV_COLUMNS.map((column) => [column, neutralizeFormula(row[column])])) as CsvRow;
  return cells;
};

/** Writes one format's records and keeps the chain: the link of each event covers everything the record holds but the link. */
export class AuditExportRecords {
  private link: string;
  count = 0;

  constructor(
    readonly format: AuditExportFormat,
    private readonly range: { orgId: string; from: string; to: string; seed: string },
  ) {
    this.link = range.seed;
  }

  get digest(): string {
    return this.link;
  }

  header(): string {
    const { orgId, from, to, seed } = this.range;
    if (this.format === 'jsonl') return `${canonicalJson({ record: 'range', format: AUDIT_EXPORT_FORMAT_NAME, orgId, from, to, seed })}\n`;
    const head = csvRows([AUDIT_CSV_COLUMNS]);
    return head + csvLine({ ...EMPTY_ROW, record: 'range', data: canonicalJson({ format: AUDIT_EXPORT_FORMAT_NAME, orgId, from, to }), chain: seed });
  }

  event(event: AuditExportEvent): string {
    this.count++;
    if (this.format === 'jsonl') {
      const entry = { record: 'event', ...event };
      this.link = nextLink(this.link, entry);
      return `${canonicalJson({ ...entry, chain: this.link })}\n`;
    }
    const row: CsvRow = {
      record: 'event',
      position: event.position,
      eventId: event.eventId,
      occurredAt: event.occurredAt,
      type: event.type,
      stream: event.stream,
      revision: String(event.revision),
      actorId: event.actor.id,
      actorName: event.actor.name,
      entityKind: event.entity.kind,
      entityId: event.entity.id,
      entityLabel: event.entity.label,
      summary: event.summary,
      data: canonicalJson(event.data),
      chain: '',
    };
    this.link = nextLink(this.link, cellsOf(row));
    return csvLine({ ...row, chain: this.link });
  }

  end(): string {
    if (this.format === 'jsonl') return `${canonicalJson({ record: 'end', count: this.count, digest: this.link })}\n`;
    return csvLine({ ...EMPTY_ROW, record: 'end', data: canonicalJson({ count: this.count }), chain: this.link });
  }
}
