// Specifications of the phone rule: what travelers', field staff's and emergency contacts' phones may hold.
import { isPhoneNumber, withoutPhoneSpacing } from './phone-number';

describe('isPhoneNumber', () => {
  it.each(['+39 055 123 4567', '+1 (555) 010-0199', '030.1234.567', '(030) 1234-567', '112', '+44 (0)20 7946 0958'])('takes %p for a phone number', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true);
  });

  it.each(["+1+cmd|' /C calc'!A0", "-2+3+cmd|' /C calc'!A0", '=1+1', '@SUM(1)', '\t0551234', '-0551234', '+', '()', '+39 055 ext. 12', 'call me', ''])('refuses %p', (text) => {
    expect(isPhoneNumber(text)).toBe(false);
  });
});

describe('withoutPhoneSpacing', () => {
  it('leaves out spaces, dots, dashes and brackets', () => {
    expect(withoutPhoneSpacing('+39 (055) 123.45-67')).toBe('+390551234567');
  });
});
