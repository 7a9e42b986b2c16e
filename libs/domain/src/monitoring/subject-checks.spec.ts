// Specifications of a subject's checks: readings and no data recorded, failures counted, operators' requests kept until a check runs.
import { deciderSpecification } from '../shared/decider-specification';
import type { Reading } from './notification';
import { subjectChecksDecider, type SubjectCheckCommand, type SubjectCheckEvent } from './subject-checks';

const given = deciderSpecification(subjectChecksDecider, undefined);
const subject = { subjectId: 'tour-1/flight:f1', tourId: 'tour-1' };
const delay: Reading = { measure: 'flight.departureDelay', value: 35, unit: 'min', observedAt: '2026-06-10T07:35:00.000Z', provider: 'simulated', fetchedAt: '2026-06-10T06:00:00.000Z', simulated: true };
const at = (minute: number) => `2026-06-10T06:${String(minute).padStart(2, '0')}:00.000Z`;

const recordReadings = (minute: number, readings: Reading[] = [delay]): SubjectCheckCommand => ({ type: 'RecordReadings', data: { ...subject, kind: 'flight', readings, at: at(minute) } });
const recordNoData = (minute: number): SubjectCheckCommand => ({ type: 'RecordNoData', data: { ...subject, kind: 'flight', provider: 'aerodatabox', reason: 'aerodatabox: timeout', at: at(minute) } });
const requestCheck = (minute: number): SubjectCheckCommand => ({ type: 'RequestCheck', data: { ...subject, at: at(minute) } });

const checked = (minute: number): SubjectCheckEvent => ({ type: 'SubjectChecked', data: { ...subject, kind: 'flight', readings: [delay], at: at(minute) } });
const failed = (minute: number, consecutiveFailures: number): SubjectCheckEvent => ({
  type: 'SubjectCheckFailed',
  data: { ...subject, kind: 'flight', provider: 'aerodatabox', reason: 'aerodatabox: timeout', consecutiveFailures, at: at(minute) },
});
const requested = (minute: number): SubjectCheckEvent => ({ type: 'SubjectCheckRequested', data: { ...subject, at: at(minute) } });

describe('RecordReadings', () => {
  it('records the readings of a check', () => {
    given().when(recordReadings(1)).then(checked(1));
  });

  it('refuses a check without readings: that is no data', () => {
    given().when(recordReadings(1, [])).thenThrows({ code: 'invalid', message: 'A check without readings is no data.' });
  });
});

describe('RecordNoData', () => {
  it('counts the checks without data in a row', () => {
    given().when(recordNoData(1)).then(failed(1, 1));
    given(failed(1, 1), failed(2, 2)).when(recordNoData(3)).then(failed(3, 3));
  });

  it('starts the count over after a check with readings', () => {
    given(failed(1, 1), failed(2, 2), checked(3)).when(recordNoData(4)).then(failed(4, 1));
  });
});

describe('RequestCheck', () => {
  it('records an operator’s request to check now', () => {
    given(checked(1)).when(requestCheck(2)).then(requested(2));
  });

  it('records a request once while it waits for the monitor', () => {
    given(requested(2)).when(requestCheck(3)).thenNothingHappened();
  });

  it('takes a new request once a check (with or without data) answered the last one', () => {
    given(requested(2), checked(3)).when(requestCheck(4)).then(requested(4));
    given(requested(2), failed(3, 1)).when(requestCheck(4)).then(requested(4));
  });
});

describe('the state of a subject’s checks', () => {
  it('remembers the last check, the failures in a row and a pending request', () => {
    const state = [failed(1, 1), failed(2, 2), requested(3)].reduce(subjectChecksDecider.evolve, subjectChecksDecider.initialState);
    expect(state).toEqual({ lastCheck: { at: at(2), outcome: 'no data', provider: 'aerodatabox', reason: 'aerodatabox: timeout' }, consecutiveFailures: 2, pendingRequestAt: at(3) });
  });
});
