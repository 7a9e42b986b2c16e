// One sentence per event for the audit log: the phrase an event's type gives, with the actor in front and the entity's label in place.
import { FIELD_STAFF_PHRASES, TOUR_PHRASES, TRAVELER_PHRASES } from './audit-planning-phrases';
import {
  AUDIT_TRAIL_PHRASES,
  MEMBER_PHRASES,
  NOTIFICATION_PHRASES,
  SETTINGS_PHRASES,
  SHARED_LINK_PHRASES,
  SMS_PHRASES,
  SUBJECT_CHECK_PHRASES,
  TRACKING_PHRASES,
} from './audit-operations-phrases';

type Phrase = (data: never) => string;

const PHRASES: Record<string, Phrase> = {
  ...TOUR_PHRASES,
  ...TRAVELER_PHRASES,
  ...FIELD_STAFF_PHRASES,
  ...NOTIFICATION_PHRASES,
  ...SUBJECT_CHECK_PHRASES,
  ...SMS_PHRASES,
  ...SETTINGS_PHRASES,
  ...MEMBER_PHRASES,
  ...TRACKING_PHRASES,
  ...SHARED_LINK_PHRASES,
  ...AUDIT_TRAIL_PHRASES,
};

/** The event types the audit log has words for; any other is still listed, as "recorded {type} on {entity}". */
export const PHRASED_EVENT_TYPES: readonly string[] = Object.keys(PHRASES);

/**
 * What the event did, without its actor: 'added the day 12 May 2027 to {entity}'. An event whose data does not have
 * the shape its type promises (an old or foreign event) still gets a sentence.
 */
export function auditPhraseOf(type: string, data: unknown): string {
  const phrase = Object.hasOwn(PHRASES, type) ? PHRASES[type] : undefined;
  if (phrase) {
    try {
      return phrase(data as never);
    } catch {
      return `recorded ${type} on {entity}`;
    }
  }
  return `recorded ${type} on {entity}`;
}

/** The sentence: actor, phrase, and the entity's label where the phrase names it. */
export const auditSentence = (actorName: string, phrase: string, entityLabel: string) => `${actorName} ${phrase.replaceAll('{entity}', entityLabel)}`;
