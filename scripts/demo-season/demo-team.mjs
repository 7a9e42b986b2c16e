// The people of organization Demo: the season's author founds it and invites the others, who join when they first sign in.

/** Signs in first (an admin) and writes the season. */
export const SEASON_AUTHOR = { userId: 'user_demo_season', name: 'Demo Season', email: 'demo.season@example.com' };

/** `npm run simulate:staff`: registers field staff and issues their device tokens, which takes an admin. */
export const STAFF_SIMULATOR = { name: 'Staff Simulator', email: 'simulator@example.com' };

/** Invited by the author; each signs in on the local sign-in page with organization Demo and this email, and gets this role. */
export const DEMO_TEAM = [
  { name: 'Dana Demo', email: 'dana@example.com', role: 'org:admin' },
  { name: 'Mo Member', email: 'mo@example.com', role: 'org:member' },
  { name: 'Ivy Auditor', email: 'ivy@example.com', role: 'org:auditor' },
  { ...STAFF_SIMULATOR, role: 'org:admin' },
];

/** Invites, through the invitation route, each person of the team who is neither a member nor invited yet; answers how many it invited. */
export async function inviteDemoTeam(api) {
  const [members, invitations] = await Promise.all([api.get('/api/users', 'list the members'), api.get('/api/users/invitations', 'list the invitations')]);
  const known = new Set([...members.items, ...invitations.items].map((person) => person.email.toLowerCase()));
  const newcomers = DEMO_TEAM.filter((person) => !known.has(person.email));
  for (const person of newcomers) await api.send('POST', '/api/users/invitations', { email: person.email, role: person.role }, `invite ${person.email}`);
  return newcomers.length;
}
