// Small pieces of the history's sentences, from the audit log's words (field names, lists, statuses, dates), plus a tour named for a sentence.
export { fieldInWords as fieldWords, listInWords, statusInWords as statusWords } from '@tourops/domain';
export { dateInWords } from './change-words';

export const quoted = (text: string) => `“${text}”`;

/** The name of a tour for a sentence: its title in quotes when known. */
export const tourWords = (title: string | undefined) => (title ? `the tour ${quoted(title)}` : 'a tour');

/** 'alert' → 'an alert', 'warning' → 'a warning'. */
export const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
