// The local directory: organization members, roles and invitations (local identity mode).
export * from './member-directory';
export * from './member-directory-commands';
