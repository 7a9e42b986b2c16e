// The one rule of what a phone number is: digits, an optional leading +, spaces, dots, dashes or brackets between them.

/** The rule in words, for the messages that refuse a phone. */
export const PHONE_NUMBER_RULE = 'digits with an optional leading + and spaces, dots, dashes or brackets between them, like +39 055 123 4567';

/** What a reader may write between the digits of a phone number: spaces, dots, dashes and brackets. */
const PHONE_SPACING = /[\s().-]/g;
const PHONE_NUMBER = /^\+?[\d(][\d\s().-]*$/;

/** Whether the text is a phone number by the rule: '+39 055 123 4567', '(030) 1234-567'; never '+1+cmd|…' or '=1+1'. */
export const isPhoneNumber = (text: string): boolean => PHONE_NUMBER.test(text) && /\d/.test(text);

/** The number without the spacing a reader writes: '+39 055 123 4567' → '+390551234567'. */
export const withoutPhoneSpacing = (phone: string): string => phone.replace(PHONE_SPACING, '');
