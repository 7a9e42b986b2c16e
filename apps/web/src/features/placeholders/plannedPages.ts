// The pages a later issue fills, with what each will hold.
import type { PlannedPageProps } from './PlannedPage';

export const PLANNED_PAGES = {
  '/reports/tour-performance': { title: 'Tour performance', purpose: 'How tours ran against their plans.' },
  '/reports/staff-performance': { title: 'Staff performance', purpose: 'How field staff performed across tours.' },
  '/reports/traveler-insights': { title: 'Traveler insights', purpose: 'Who travels with the organization, and how.' },
  '/settings': { title: 'Settings', purpose: 'The organization’s settings: day, editor, notifications, services and AI.' },
  '/tools/shared-links': { title: 'Shared links', purpose: 'Links that share a tour with travelers or partners.' },
} as const satisfies Record<string, PlannedPageProps>;
