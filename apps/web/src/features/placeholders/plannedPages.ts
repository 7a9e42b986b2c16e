// The pages a later issue fills, with what each will hold.
import type { PlannedPageProps } from './PlannedPage';

export const PLANNED_PAGES = {
  '/tools/shared-links': { title: 'Shared links', purpose: 'Links that share a tour with travelers or partners.' },
} as const satisfies Record<string, PlannedPageProps>;
