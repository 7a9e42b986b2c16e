/// <reference types="jest" />
// The report view kept in the address: the default range, reading and writing search params, and each report's API query.
import { addMonths, defaultRange, rangeProblem, REPORT_QUERY, reportViewOf, searchParamsOf } from './reportView';

const TODAY = '2026-08-31';

describe('the report view', () => {
  it('moves a date by months, onto the last day of a shorter month', () => {
    expect(addMonths('2026-08-31', -6)).toBe('2026-02-28');
    expect(addMonths('2026-08-31', 2)).toBe('2026-10-31');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2024-08-31', -6)).toBe('2024-02-29');
  });

  it('defaults to the last 6 months up to the next 2', () => {
    expect(defaultRange(TODAY)).toEqual({ from: '2026-02-28', to: '2026-10-31' });
    expect(reportViewOf(new URLSearchParams(), TODAY)).toEqual({ from: '2026-02-28', to: '2026-10-31', status: [], measure: [], staffId: '', nationality: '' });
  });

  it('reads range and filters from the address, dropping what it does not understand', () => {
    const params = new URLSearchParams('from=2026-01-01&to=2026-03-31&status=CONFIRMED,bogus,DRAFT&measure=flight.departureDelay&staffId=not-an-id&nationality=de');
    expect(reportViewOf(params, TODAY)).toEqual({ from: '2026-01-01', to: '2026-03-31', status: ['DRAFT', 'CONFIRMED'], measure: ['flight.departureDelay'], staffId: '', nationality: 'DE' });
    expect(reportViewOf(new URLSearchParams('from=yesterday'), TODAY).from).toBe('2026-02-28');
  });

  it('writes only what differs from the default, so the plain address opens the default view', () => {
    const view = reportViewOf(new URLSearchParams(), TODAY);
    expect(searchParamsOf(view, TODAY).toString()).toBe('');
    const staffId = '0b6f8f3e-8d5c-4c1a-9a43-2f1d3c4b5a69';
    const changed = searchParamsOf({ ...view, to: '2026-12-31', status: ['PLANNED', 'CONFIRMED'], staffId }, TODAY);
    expect(changed.toString()).toBe(`to=2026-12-31&status=PLANNED%2CCONFIRMED&staffId=${staffId}`);
    expect(reportViewOf(changed, TODAY)).toEqual({ ...view, to: '2026-12-31', status: ['PLANNED', 'CONFIRMED'], staffId });
  });

  it('asks each report for the range and only its own filters', () => {
    const view = { ...reportViewOf(new URLSearchParams(), TODAY), status: ['COMPLETED' as const], nationality: 'PT' };
    expect(REPORT_QUERY['tour-performance'](view)).toEqual({ from: '2026-02-28', to: '2026-10-31', status: 'COMPLETED' });
    expect(REPORT_QUERY['staff-performance'](view)).toEqual({ from: '2026-02-28', to: '2026-10-31' });
    expect(REPORT_QUERY['traveler-insights'](view)).toEqual({ from: '2026-02-28', to: '2026-10-31', nationality: 'PT' });
  });

  it('says when the range ends before it starts', () => {
    expect(rangeProblem({ from: '2026-05-02', to: '2026-05-01' })).toMatch(/first day/);
    expect(rangeProblem({ from: '2026-05-01', to: '2026-05-01' })).toBeNull();
  });
});
