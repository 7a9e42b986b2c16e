// The audit log: the organization's audit trail (reads and exports recorded), what each event is about and what it did, in words.
export * from './audit-trail';
export * from './audit-entity';
export * from './audit-summary';
export { dateInWords, eventTypeInWords, FIELD_WORDS, fieldInWords, listInWords, statusInWords, systemActorName } from './audit-words';
