// The drawer's navigation: every area of SPEC.md §2, grouped as the product presents them, with the roles that see each item.
import {
  AddIcon,
  ChartIcon,
  CogIcon,
  DashboardIcon,
  EyeOpenIcon,
  HistoryIcon,
  HorizontalBarChartIcon,
  LinkIcon,
  MapIcon,
  NewPersonIcon,
  NotificationsIcon,
  PeopleIcon,
  RouteIcon,
  SeriesSearchIcon,
  SettingsIcon,
  TimeIcon,
  TimelineBarChartIcon,
  TrashIcon,
  UserIcon,
  WalkIcon,
} from '@blueprintjs/icons';
import type { Role } from '@tourops/contracts';
import type { ReactElement } from 'react';

export interface NavigationItem {
  label: string;
  to: string;
  icon: ReactElement;
  /** Roles that see the item (default: every role); the UI hides what a role may not do. */
  roles?: readonly Role[];
}

/** Create and edit pages: admins and members (auditors only read). */
const OPERATORS: readonly Role[] = ['org:admin', 'org:member'];
/** The audit log: those who answer for the record. */
const AUDITORS: readonly Role[] = ['org:admin', 'org:auditor'];
/** User management: admins only. */
const ADMINS: readonly Role[] = ['org:admin'];

export interface NavigationGroup {
  title: string;
  items: NavigationItem[];
}

export const NAVIGATION: readonly NavigationGroup[] = [
  {
    title: 'Dashboard',
    items: [
      { label: 'Overview', to: '/dashboard/overview', icon: <DashboardIcon /> },
      { label: 'Map', to: '/dashboard/map', icon: <MapIcon /> },
    ],
  },
  {
    title: 'Tours',
    items: [
      { label: 'All tours', to: '/tours/all', icon: <RouteIcon /> },
      { label: 'Tour constructor', to: '/tours/constructor', icon: <AddIcon />, roles: OPERATORS },
      { label: 'Deleted tours', to: '/tours/deleted', icon: <TrashIcon /> },
    ],
  },
  {
    title: 'Field staff',
    items: [
      { label: 'Field staff', to: '/field-staff/list', icon: <PeopleIcon /> },
      { label: 'Add field staff', to: '/field-staff/create', icon: <NewPersonIcon />, roles: OPERATORS },
      { label: 'Tracking', to: '/field-staff/tracking', icon: <WalkIcon /> },
    ],
  },
  {
    title: 'Travelers',
    items: [
      { label: 'Travelers', to: '/travelers/list', icon: <PeopleIcon /> },
      { label: 'Add traveler', to: '/travelers/edit/create', icon: <NewPersonIcon />, roles: OPERATORS },
    ],
  },
  {
    title: 'Reports',
    items: [
      { label: 'Tour performance', to: '/reports/tour-performance', icon: <ChartIcon /> },
      { label: 'Staff performance', to: '/reports/staff-performance', icon: <HorizontalBarChartIcon /> },
      { label: 'Traveler insights', to: '/reports/traveler-insights', icon: <TimelineBarChartIcon /> },
    ],
  },
  {
    title: 'Tools',
    items: [
      { label: 'Monitoring', to: '/tools/monitoring', icon: <EyeOpenIcon /> },
      { label: 'Full monitoring list', to: '/tools/full-monitoring-list', icon: <SeriesSearchIcon /> },
      { label: 'Notifications', to: '/tools/notifications', icon: <NotificationsIcon /> },
      { label: 'Shared links', to: '/tools/shared-links', icon: <LinkIcon /> },
      { label: 'Audit log', to: '/tools/audit-log', icon: <HistoryIcon />, roles: AUDITORS },
    ],
  },
  {
    title: 'Administration',
    items: [
      { label: 'Settings', to: '/settings', icon: <CogIcon /> },
      { label: 'General settings', to: '/settings/general', icon: <SettingsIcon /> },
      { label: 'Notification settings', to: '/settings/notifications', icon: <NotificationsIcon /> },
      { label: 'Tour settings', to: '/settings/tour', icon: <TimeIcon /> },
      { label: 'Users', to: '/user-management/list', icon: <UserIcon />, roles: ADMINS },
      { label: 'Add user', to: '/user-management/create', icon: <NewPersonIcon />, roles: ADMINS },
    ],
  },
];

/** The navigation a role sees: items it may not use left out, and groups left empty with them. */
export function navigationFor(role: Role | null): NavigationGroup[] {
  return NAVIGATION.map((group) => ({ ...group, items: group.items.filter((item) => !item.roles || (role !== null && item.roles.includes(role))) })).filter(
    (group) => group.items.length > 0,
  );
}
