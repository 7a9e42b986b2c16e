// The web app's route table (SPEC.md §2): the server answers 404 for anything else.

export const REDIRECTS: Record<string, string> = {
  '/': '/dashboard/overview',
  '/dashboard': '/dashboard/map',
  '/field-staff': '/field-staff/list',
  '/reports': '/reports/tour-performance',
  '/tours': '/tours/all',
  '/travelers': '/travelers/list',
  '/travelers/create': '/travelers/edit/create',
  '/user-management': '/user-management/list',
};

/** Every page path; ':id' matches one path segment. */
export const PAGE_PATHS = [
  '/dashboard/map',
  '/dashboard/overview',
  '/field-staff/list',
  '/field-staff/create',
  '/field-staff/details/:id',
  '/field-staff/edit/:id',
  '/field-staff/tracking',
  '/reports/tour-performance',
  '/reports/staff-performance',
  '/reports/traveler-insights',
  '/settings',
  '/settings/general',
  '/settings/notifications',
  '/settings/tour',
  '/tools/full-monitoring-list',
  '/tools/monitoring',
  '/tools/notifications',
  '/tools/shared-links',
  '/tools/audit-log',
  '/tours/all',
  '/tours/constructor',
  '/tours/deleted',
  '/tours/edit/:id',
  '/tours/wizard/:id',
  '/travelers/list',
  '/travelers/details/:id',
  '/travelers/edit/:id',
  '/user-management/list',
  '/user-management/create',
  '/sign-in',
  '/share/:id',
] as const;

/** Whether a browser path is one of the app's routes or redirects (trailing slash ignored). */
export function isAppPath(path: string): boolean {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean in REDIRECTS) return true;
  const parts = clean.split('/');
  return PAGE_PATHS.some((pattern) => {
    const expected = pattern.split('/');
    return expected.length === parts.length && expected.every((part, i) => part === ':id' ? /^[A-Za-z0-9_-]{1,100}$/.test(parts[i]) : part === parts[i]);
  });
}
