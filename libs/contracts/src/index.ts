// Public surface of the contracts shared by the api and the web.
export * from './tours';
export * from './identity';
export * from './settings';
export * from './places';
export * from './messages';
export * from './problem';
export * from './routes';
export * from './assistant';
export * from './event-stream';
export * from './travelers';
export * from './field-staff';
export * from './tracking';
export * from './users';
export * from './notifications';
export * from './monitoring';
export * from './reports';
export * from './dashboard-map';
