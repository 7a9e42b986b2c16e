// Ids of the local sign-in, derived from what a person types: the same email and organization name give the same ids.
const MAX_ID = 64;

/** Lower-case letters, digits and '_' (ids shaped like Clerk's, which never contain '-'). */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

const withPrefix = (prefix: string, slug: string) => (slug ? `${prefix}${slug}`.slice(0, MAX_ID).replace(/_+$/, '') : '');

export const userIdOf = (email: string) => withPrefix('user_', slugOf(email));
export const organizationIdOf = (organizationName: string) => withPrefix('org_', slugOf(organizationName));

export const isIdentifier = (value: string) => /^[A-Za-z0-9_-]{1,64}$/.test(value);
