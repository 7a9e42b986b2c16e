// Public surface of the domain: pure rules, events and deciders, free of I/O.
export * from './shared/decider';
export * from './shared/time-of-day';
export * from './shared/calendar-date';
export * from './shared/time-zone';
export * from './settings/settings';
export * from './settings/settings-commands';
export * from './tours/tour';
export * from './tours/tour-commands';
export * from './tours/day-planning';
export * from './tours/tour-status';
export * from './travelers';
export * from './field-staff';
export * from './tracking';
export * from './members';
