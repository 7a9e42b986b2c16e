// Specifications of detailsProblems: every rule a traveler's details break, at once, for an import preview.
import type { TravelerDetails } from './traveler';
import { detailsProblems } from './traveler-rules';

const today = '2025-03-15';
const details: TravelerDetails = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.pt',
  phone: '',
  nationality: 'PT',
  dateOfBirth: '1990-01-01',
  passport: { number: 'P1234567', expiry: '2030-01-01' },
  dietaryNotes: '',
  medicalNotes: '',
  emergencyContact: null,
  tags: [],
};
const fieldsOf = (overrides: Partial<TravelerDetails>) => detailsProblems({ ...details, ...overrides }, today).map((problem) => problem.fields);

describe('detailsProblems', () => {
  it('finds nothing wrong with valid details', () => {
    expect(detailsProblems(details, today)).toEqual([]);
  });

  it('lists every broken rule, each with its field, in form order', () => {
    expect(fieldsOf({ firstName: '', email: 'ana(at)example.pt', nationality: 'Portugal', dateOfBirth: '1990-13-01', tags: ['vip', 'vip'] })).toEqual([
      { firstName: 'Required.' },
      { email: 'Must be an email address.' },
      { nationality: 'Must be an ISO 3166 alpha-2 country code, such as DE.' },
      { dateOfBirth: 'Must be a date as YYYY-MM-DD.' },
      { tags: 'Must not repeat a tag.' },
    ]);
  });

  it('does not compare the passport expiry with a date of birth that is not a date', () => {
    expect(fieldsOf({ dateOfBirth: 'yesterday', passport: { number: 'P1', expiry: '1900-01-01' } })).toEqual([{ dateOfBirth: 'Must be a date as YYYY-MM-DD.' }]);
  });

  it('reports a passport and an emergency contact with missing parts', () => {
    expect(fieldsOf({ passport: { number: '', expiry: '2030-01-01' }, emergencyContact: { name: 'Rui', phone: '', relation: '' } })).toEqual([
      { 'passport.number': 'Required.' },
      { 'emergencyContact.phone': 'Required.' },
    ]);
  });

  it('gives the same first problem the command would throw', () => {
    const [first] = detailsProblems({ ...details, dateOfBirth: '2026-01-01', lastName: ' ' }, today);
    expect(first.message).toBe('The last name is required.');
  });
});
