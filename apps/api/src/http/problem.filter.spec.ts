// Domain rejections as problems: the code gives the status, fields become errors, facts become members but never replace the problem's own.
import { conflict } from '@tourops/domain';
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
