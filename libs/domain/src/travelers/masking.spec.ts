// Specifications of passport masking: four dots, then at most the last four characters.
import { maskPassportNumber, withMaskedPassport } from './masking';

describe('maskPassportNumber', () => {
  it('shows only the last four characters', () => {
    expect(maskPassportNumber('X1234567')).toBe('••••4567');
    expect(maskPassportNumber('C01X00T47')).toBe('••••0T47');
  });

  it('ignores spaces inside the number', () => {
    expect(maskPassportNumber('X12 345 67')).toBe('••••4567');
  });

  it('never shows more than half of a short number', () => {
    expect(maskPassportNumber('AB1234')).toBe('••••234');
    expect(maskPassportNumber('A1')).toBe('••••1');
    expect(maskPassportNumber('A')).toBe('••••');
  });

  it('leaves an empty number empty', () => {
    expect(maskPassportNumber('')).toBe('');
  });
});

describe('withMaskedPassport', () => {
  it('masks the number and keeps the expiry', () => {
    expect(withMaskedPassport({ id: 't-1', passport: { number: 'X1234567', expiry: '2030-01-01' } })).toEqual({
      id: 't-1',
      passport: { number: '••••4567', expiry: '2030-01-01' },
    });
  });

  it('leaves a traveler without a passport as it is', () => {
    const traveler = { id: 't-1', passport: null };
    expect(withMaskedPassport(traveler)).toBe(traveler);
  });
});
