// The pages a later issue fills, with what each will hold.
import type { PlannedPageProps } from './PlannedPage';

export const PLANNED_PAGES = {
  '/dashboard/overview': { title: 'Overview', purpose: 'Today’s running tours, alerts and monitoring at a glance.' },
  '/field-staff/list': { title: 'Field staff', purpose: 'The guides, drivers and escorts of the organization.' },
  '/field-staff/create': { title: 'Add field staff', purpose: 'A form to add a guide, driver or escort.' },
  '/field-staff/details/:id': { title: 'Field staff member', purpose: 'A member’s details and assignments.', recordNoun: 'Member' },
  '/field-staff/edit/:id': { title: 'Edit field staff member', purpose: 'A form to change a member’s details.', recordNoun: 'Member' },
  '/field-staff/tracking': { title: 'Field staff tracking', purpose: 'Where the field staff of running tours are.' },
  '/reports/tour-performance': { title: 'Tour performance', purpose: 'How tours ran against their plans.' },
  '/reports/staff-performance': { title: 'Staff performance', purpose: 'How field staff performed across tours.' },
  '/reports/traveler-insights': { title: 'Traveler insights', purpose: 'Who travels with the organization, and how.' },
  '/settings': { title: 'Settings', purpose: 'The organization’s settings: day, editor, notifications, services and AI.' },
  '/settings/general': { title: 'General settings', purpose: 'Service keys and the AI assistant.' },
  '/settings/notifications': { title: 'Notification settings', purpose: 'The phone for alerts and the weather, flight and transfer thresholds.' },
  '/tools/full-monitoring-list': { title: 'Full monitoring list', purpose: 'Every monitored flight, transfer and weather check.' },
  '/tools/monitoring': { title: 'Monitoring', purpose: 'Flights, transfers and weather of running tours.' },
  '/tools/notifications': { title: 'Notifications', purpose: 'Alerts raised when thresholds are crossed, and their status.' },
  '/tools/shared-links': { title: 'Shared links', purpose: 'Links that share a tour with travelers or partners.' },
  '/travelers/list': { title: 'Travelers', purpose: 'The travelers of the organization’s tours.' },
  '/travelers/details/:id': { title: 'Traveler', purpose: 'A traveler’s details and tours.', recordNoun: 'Traveler' },
  '/travelers/edit/:id': { title: 'Edit traveler', purpose: 'A form to add or change a traveler.', recordNoun: 'Traveler' },
  '/user-management/list': { title: 'Users', purpose: 'The organization’s members and their roles.' },
  '/user-management/create': { title: 'Add user', purpose: 'Inviting a member to the organization.' },
} as const satisfies Record<string, PlannedPageProps>;
