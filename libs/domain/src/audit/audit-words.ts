// The small words of audit summaries: dates, counts, field names and lists, as a sentence says them.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2027-05-12' → '12 May 2027'; anything else as it is. */
export function dateInWords(date: unknown): string {
  if (typeof date !== 'string') return 'an unknown date';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1] ?? match[2]} ${match[1]}`;
}

/** count(1, 'segment') → '1 segment', count(3, 'segment') → '3 segments'. */
export const count = (n: number, noun: string, plural = `${noun}s`) => `${n} ${n === 1 ? noun : plural}`;

/** ['a', 'b', 'c'] → 'a, b and c'. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nothing';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/**
 * Every field key of the entities a history or the audit log shows (tours, days, segments, flights, travelers, field
 * staff, notifications, settings), with the words an operator reads instead. Pages never show the keys themselves.
 */
export const FIELD_WORDS: Readonly<Record<string, string>> = {
  startDate: 'start date',
  endDate: 'end date',
  timezone: 'time zone',
  timeZone: 'time zone',
  startTime: 'start time',
  endTime: 'end time',
  durationMinutes: 'duration',
  plannedDurationMinutes: 'planned duration',
  breakBetweenSegments: 'break between segments',
  wizardStep: 'wizard step',
  flightNumber: 'flight number',
  localTime: 'local time',
  checkIn: 'check-in',
  checkOut: 'check-out',
  firstName: 'first name',
  lastName: 'last name',
  fullName: 'full name',
  dateOfBirth: 'date of birth',
  dietaryNotes: 'dietary notes',
  medicalNotes: 'medical notes',
  emergencyContact: 'emergency contact',
  tourIds: 'tours',
  daysOff: 'days off',
  levelSince: 'level since',
  calmChecks: 'calm checks',
  closedBy: 'closed by',
  departureDelay: 'departure delay',
  arrivalDelay: 'arrival delay',
  durationDelay: 'transfer delay',
  minTemperature: 'low temperature',
  maxTemperature: 'high temperature',
  windSpeed: 'wind speed',
  tour_leader: 'tour leader',
};

/** A field key in words: 'dateOfBirth' → 'date of birth'; a key this list does not know yet is still split into words. */
export const fieldInWords = (key: string): string => FIELD_WORDS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();

/** The changed fields of a `changes` object in words: 'title and start date'. */
export function changedFieldsInWords(changes: unknown): string {
  const fields = typeof changes === 'object' && changes !== null ? Object.keys(changes) : [];
  return listInWords(fields.map(fieldInWords));
}

/** 'IN_PROGRESS' → 'in progress', 'ALERT' → 'alert'. */
export const statusInWords = (status: unknown) => (typeof status === 'string' ? status.toLowerCase().replace(/_/g, ' ') : 'unknown');

/** 'SegmentsRetimed' → 'Segments retimed': an event type as a filter or a column names it. */
export const eventTypeInWords = (type: string) => type.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/ ([A-Z])/g, (_, letter: string) => ` ${letter.toLowerCase()}`);

/** 'org:admin' → 'admin'. */
export const roleInWords = (role: unknown) => (typeof role === 'string' ? role.replace(/^org:/, '') : 'an unknown role');

/** 'quoted' text as a sentence shows a title. */
export const quoted = (text: unknown) => `'${typeof text === 'string' ? text : ''}'`;

/** A process acting on its own, in words: 'system:monitor' → 'The monitor'; anyone else stays their id. */
export const systemActorName = (actorId: string): string => (actorId.startsWith('system:') ? `The ${actorId.slice('system:'.length)}` : actorId);
