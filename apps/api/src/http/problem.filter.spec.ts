// Domain rejections as problems: the code gives the status, fields become errors, facts become members but never replace the problem's own.
import { conflict } from '@tourops/domain';
import { AppendTooLargeError, StreamDeletedError } from '@tourops/event-store';
import { toProblem } from './problem.filter';

describe('a domain rejection as a problem', () => {
  it('answers its facts alongside the detail', () => {
    expect(toProblem(conflict('Clashes with another tour.', undefined, { clashes: [{ tourId: 't1' }] }))).toEqual({
      type: 'about:blank',
      title: 'Conflict',
      status: 409,
      detail: 'Clashes with another tour.',
      clashes: [{ tourId: 't1' }],
    });
  });

  it('keeps its status, title and detail when a fact has the same name', () => {
    const problem = toProblem(conflict('The notification is already dismissed.', undefined, { status: 'DISMISSED', detail: 'x', title: 'y', type: 'z' }));
    expect(problem).toEqual({ type: 'about:blank', title: 'Conflict', status: 409, detail: 'The notification is already dismissed.' });
  });
});

describe('an append the event store refused as too large', () => {
  it('is a 422 saying in words how large the change was and what one write may hold', () => {
    expect(toProblem(new AppendTooLargeError('tour-org_1.t1', 1_300_000, 1_048_576))).toEqual({
      type: 'about:blank',
      title: 'Unprocessable Entity',
      status: 422,
      detail: 'This change is too large to record in one write: its events come to 1,300,000 bytes, more than the 1,048,576 bytes one write may hold. Make it in smaller steps.',
    });
  });
});

describe('an append to a stream tombstoned outside the product', () => {
  it('is a 410 saying the record can no longer be changed', () => {
    expect(toProblem(new StreamDeletedError('tour-org_1.t1'))).toEqual({
      type: 'about:blank',
      title: 'Gone',
      status: 410,
      detail: 'This record was deleted from the event store outside the product and can no longer be changed.',
    });
  });
});
