// Specifications of duplicate detection: same email, or same name and date of birth.
import { duplicateReasons, normalizeName } from './duplicates';

const candidate = { firstName: 'Zoë', lastName: 'Müller', email: 'Zoe.Mueller@Example.org', dateOfBirth: '1988-07-02' };
const known = (id: string, fields: Partial<typeof candidate>) => ({ id, firstName: 'Ana', lastName: 'Silva', email: 'ana@example.pt', dateOfBirth: '1990-01-01', ...fields });

describe('duplicateReasons', () => {
  it('finds no duplicates among strangers', () => {
    expect(duplicateReasons(candidate, [known('traveler-2', {})])).toEqual([]);
  });

  it('matches the same email whatever its case and surrounding spaces', () => {
    expect(duplicateReasons(candidate, [known('traveler-2', { email: ' zoe.mueller@example.ORG ' })])).toEqual([{ id: 'traveler-2', reason: 'same-email' }]);
  });

  it('never matches on an empty email', () => {
    expect(duplicateReasons({ ...candidate, email: '' }, [known('traveler-2', { email: '' })])).toEqual([]);
  });

  it('matches the same name and date of birth whatever the case and accents', () => {
    expect(duplicateReasons(candidate, [known('traveler-3', { firstName: 'ZOE', lastName: ' muller', dateOfBirth: '1988-07-02' })])).toEqual([
      { id: 'traveler-3', reason: 'same-name-and-date-of-birth' },
    ]);
  });

  it('does not match the same name born on another day', () => {
    expect(duplicateReasons(candidate, [known('traveler-3', { firstName: 'Zoë', lastName: 'Müller', dateOfBirth: '1988-07-03' })])).toEqual([]);
  });

  it('does not match the same first name alone or the same last name alone', () => {
    const existing = [known('traveler-4', { firstName: 'Zoë', dateOfBirth: '1988-07-02' }), known('traveler-5', { lastName: 'Müller', dateOfBirth: '1988-07-02' })];
    expect(duplicateReasons(candidate, existing)).toEqual([]);
  });

  it('gives both reasons when a traveler matches both ways, and lists every matching traveler', () => {
    const existing = [
      known('traveler-6', { ...candidate }),
      known('traveler-2', {}),
      known('traveler-7', { email: 'zoe.mueller@example.org' }),
    ];
    expect(duplicateReasons(candidate, existing)).toEqual([
      { id: 'traveler-6', reason: 'same-email' },
      { id: 'traveler-6', reason: 'same-name-and-date-of-birth' },
      { id: 'traveler-7', reason: 'same-email' },
    ]);
  });

  it('leaves out the candidate itself, so an edit does not flag its own traveler', () => {
    expect(duplicateReasons({ id: 'traveler-1', ...candidate }, [{ id: 'traveler-1', ...candidate }])).toEqual([]);
  });
});

describe('normalizeName', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeName('  José  María ')).toBe('jose maria');
    expect(normalizeName('Ångström-Çelik')).toBe('angstrom-celik');
  });
});
