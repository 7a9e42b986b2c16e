// Monitoring: measures and their levels, the subjects a tour puts on watch, notifications and their SMS outbox.
export * from './measures';
export * from './threshold-levels';
export * from './watched-subjects';
export * from './subject-times';
export * from './provider-names';
export * from './check-schedule';
export * from './notification';
export * from './notification-occurrences';
export * from './notification-commands';
export * from './readings';
export * from './subject-checks';
export * from './sms-outbox';
export * from './sms-outbox-commands';
export * from './backtest';
export * from './subject-words';
export * from './notification-words';
export * from './sms-body';
