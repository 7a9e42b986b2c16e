// User management: members, roles and invitations.
export {};
