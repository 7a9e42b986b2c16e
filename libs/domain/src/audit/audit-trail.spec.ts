// Specifications of the audit trail: reads and exports of the audit log recorded with their filters and range, bad ranges refused.
import { deciderSpecification } from '../shared/decider-specification';
import { auditTrailDecider, auditTrailStreamName, type AuditTrailEvent } from './audit-trail';

const given = deciderSpecification(auditTrailDecider, undefined);
const digest = 'a'.repeat(64);
const exported: AuditTrailEvent = { type: 'AuditLogExported', data: { from: '2026-11-01', to: '2026-11-30', format: 'jsonl', count: 12, digest, complete: true } };

describe('RecordAuditLogRead', () => {
  it('records the filters, the cursor and how many entries were read', () => {
    const data = { filters: { from: '2026-11-01', entityKind: 'tour' }, cursor: '42', entries: 50 };
    given().when({ type: 'RecordAuditLogRead', data }).then({ type: 'AuditLogRead', data });
  });

  it('refuses a range that ends before it starts', () => {
    given()
      .when({ type: 'RecordAuditLogRead', data: { filters: { from: '2026-11-02', to: '2026-11-01' }, cursor: null, entries: 0 } })
      .thenThrows({ code: 'invalid', message: 'The end date is before the start date.', fields: { to: 'On or after the start date.' } });
  });
});

describe('RecordAuditLogExport', () => {
  it('records the range, the format, the count and the closing digest', () => {
    given(exported).when({ type: 'RecordAuditLogExport', data: exported.data }).then(exported);
  });

  it('records an export the reader left before the end', () => {
    const left = { ...exported.data, count: 3, complete: false };
    given().when({ type: 'RecordAuditLogExport', data: left }).then({ type: 'AuditLogExported', data: left });
  });

  it('refuses a digest that is not SHA-256 and a start that is not a date', () => {
    given().when({ type: 'RecordAuditLogExport', data: { ...exported.data, digest: 'abc' } }).thenThrows({ code: 'invalid', message: 'The digest is not a SHA-256 digest.' });
    given().when({ type: 'RecordAuditLogExport', data: { ...exported.data, from: 'yesterday' } }).thenThrows({ code: 'invalid', message: 'The start date is not a date.', fields: { from: 'A date YYYY-MM-DD.' } });
  });
});

describe('the audit trail', () => {
  it('lives on one stream per organization and remembers only its last record', () => {
    expect(auditTrailStreamName('org_1')).toBe('audit-org_1.log');
    expect([exported].reduce(auditTrailDecider.evolve, auditTrailDecider.initialState)).toEqual({ lastRecord: 'AuditLogExported' });
  });
});
