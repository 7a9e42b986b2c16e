// The local directory: organization members, roles and invitations (local identity mode).
export {};
