// IANA time zone names, checked against the runtime's own zone database.

/** Zones found valid as the database spells them: a check builds an Intl.DateTimeFormat, and every command naming a zone asks again. */
const validZones = new Set<string>();

export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  if (validZones.has(value)) return true;
  let spelled: string;
  try {
    spelled = new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return false;
  }
  // Only the database's own names are kept (some 600): other spellings it accepts ("europe/rome") are checked each time.
  if (spelled === value) validZones.add(value);
  return true;
}
