// Specifications of rejected commands: a DomainError carries a code, a message for the operator and field errors.
import { DomainError, conflict, invalid, notFound } from './decider';

describe('DomainError', () => {
  it('is an Error named DomainError', () => {
    const error = conflict('The tour is already deleted.');
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect(error.name).toBe('DomainError');
  });

  it('builds invalid rejections with their field errors', () => {
    const error = invalid('The tour cannot end before it starts.', { endDate: 'Must be on or after the start date.' });
    expect(error).toMatchObject({ code: 'invalid', message: 'The tour cannot end before it starts.', fields: { endDate: 'Must be on or after the start date.' } });
  });

  it('builds not_found and conflict rejections without field errors', () => {
    expect(notFound('Tour not found.')).toMatchObject({ code: 'not_found', message: 'Tour not found.', fields: undefined });
    expect(conflict('The tour is not deleted.')).toMatchObject({ code: 'conflict', message: 'The tour is not deleted.', fields: undefined });
  });
});
