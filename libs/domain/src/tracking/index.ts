// Tracking: device tokens of field staff and their position reports.
export * from './device-token';
export * from './device-token-commands';
export * from './position-rules';
export * from './position-report';
export * from './trail';
export * from './current-segment';
