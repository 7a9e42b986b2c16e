// The IANA time zones a tour can be planned in, and the browser's own as the default.
import { isTimeZone } from '@tourops/domain';

export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

let zones: string[] | null = null;

export function timeZoneOptions(including: string): { value: string; label: string }[] {
  zones ??= typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([...zones, 'UTC', including].filter(Boolean));
  return [...all].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
