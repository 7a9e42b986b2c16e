// Field staff: guides, drivers, tour leaders and coordinators, and their assignments to tours.
export * from './field-staff-member';
export * from './field-staff-commands';
export * from './assignment-checks';
export * from './assignment-period';
export * from './field-staff-erasure';
