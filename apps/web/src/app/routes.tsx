// The route table (SPEC.md §2): redirects, pages (lazy where they are features), sign-in and the 404 page.
import { PAGE_PATHS, REDIRECTS } from '@tourops/contracts';
import { redirect, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/RouteErrorBoundary';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { SignInPage } from '../features/identity/SignInPage';
import { DashboardLayout } from '../features/layout/DashboardLayout';
import { RootShell } from '../features/layout/RootShell';
import { PlannedPage, type PlannedPageProps } from '../features/placeholders/PlannedPage';
import { PLANNED_PAGES } from '../features/placeholders/plannedPages';
import { RequireSession } from '../features/session/RequireSession';
import { lazyPage } from './lazyPage';

type PagePath = Exclude<(typeof PAGE_PATHS)[number], '/sign-in' | '/share/:id'>;
type FeaturePath = Exclude<PagePath, keyof typeof PLANNED_PAGES>;

/** Pages with their own code, each loaded when first visited (the map keeps deck.gl, the reports ECharts, out of every other page). */
const FEATURE_PAGES: Record<FeaturePath, RouteObject['lazy']> = {
  '/tours/all': lazyPage(() => import('../features/tours/TourListPage'), (m) => m.TourListPage),
  '/tours/deleted': lazyPage(() => import('../features/tours/DeletedToursPage'), (m) => m.DeletedToursPage),
  '/tours/constructor': lazyPage(() => import('../features/tour-constructor/TourConstructorPage'), (m) => m.TourConstructorPage),
  '/tours/edit/:id': lazyPage(() => import('../features/tour-planner/TourEditorPage'), (m) => m.TourEditorPage),
  '/tours/wizard/:id': lazyPage(() => import('../features/tour-wizard/TourWizardPage'), (m) => m.TourWizardPage),
  '/settings/tour': lazyPage(() => import('../features/tour-settings/TourSettingsPage'), (m) => m.TourSettingsPage),
  '/tools/full-monitoring-list': lazyPage(() => import('../features/monitoring/FullMonitoringListPage'), (m) => m.FullMonitoringListPage),
  '/tools/monitoring': lazyPage(() => import('../features/monitoring/MonitoringBoardPage'), (m) => m.MonitoringBoardPage),
  '/tools/audit-log': lazyPage(() => import('../features/audit-log/AuditLogPage'), (m) => m.AuditLogPage),
  '/tools/notifications': lazyPage(() => import('../features/notifications/NotificationsPage'), (m) => m.NotificationsPage),
  '/settings/notifications': lazyPage(() => import('../features/notification-settings/NotificationSettingsPage'), (m) => m.NotificationSettingsPage),
  '/settings': lazyPage(() => import('../features/settings/SettingsOverviewPage'), (m) => m.SettingsOverviewPage),
  '/settings/general': lazyPage(() => import('../features/general-settings/GeneralSettingsPage'), (m) => m.GeneralSettingsPage),
  '/dashboard/overview': lazyPage(() => import('../features/overview/OverviewPage'), (m) => m.OverviewPage),
  '/dashboard/map': lazyPage(() => import('../features/dashboard-map/MapDashboardPage'), (m) => m.MapDashboardPage),
  '/travelers/list': lazyPage(() => import('../features/travelers/TravelerListPage'), (m) => m.TravelerListPage),
  '/travelers/edit/:id': lazyPage(() => import('../features/travelers/TravelerEditPage'), (m) => m.TravelerEditPage),
  '/travelers/details/:id': lazyPage(() => import('../features/travelers/TravelerDetailsPage'), (m) => m.TravelerDetailsPage),
  '/field-staff/list': lazyPage(() => import('../features/field-staff/FieldStaffListPage'), (m) => m.FieldStaffListPage),
  '/field-staff/create': lazyPage(() => import('../features/field-staff/FieldStaffCreatePage'), (m) => m.FieldStaffCreatePage),
  '/field-staff/edit/:id': lazyPage(() => import('../features/field-staff/FieldStaffEditPage'), (m) => m.FieldStaffEditPage),
  '/field-staff/details/:id': lazyPage(() => import('../features/field-staff/FieldStaffDetailsPage'), (m) => m.FieldStaffDetailsPage),
  '/field-staff/tracking': lazyPage(() => import('../features/tracking/TrackingPage'), (m) => m.TrackingPage),
  '/user-management/list': lazyPage(() => import('../features/user-management/UserListPage'), (m) => m.UserListPage),
  '/reports/tour-performance': lazyPage(() => import('../features/reports/TourPerformancePage'), (m) => m.TourPerformancePage),
  '/reports/staff-performance': lazyPage(() => import('../features/reports/StaffPerformancePage'), (m) => m.StaffPerformancePage),
  '/reports/traveler-insights': lazyPage(() => import('../features/reports/TravelerInsightsPage'), (m) => m.TravelerInsightsPage),
  '/user-management/create': lazyPage(() => import('../features/user-management/InviteUserPage'), (m) => m.InviteUserPage),
  '/tools/shared-links': lazyPage(() => import('../features/shared-links/SharedLinksPage'), (m) => m.SharedLinksPage),
};

const pageRoutes: RouteObject[] = [
  ...Object.entries(FEATURE_PAGES).map(([path, lazy]): RouteObject => ({ path, lazy })),
  ...(Object.entries(PLANNED_PAGES) as [string, PlannedPageProps][]).map(([path, page]): RouteObject => ({ path, element: <PlannedPage key={path} {...page} /> })),
];

const redirectRoutes: RouteObject[] = Object.entries(REDIRECTS).map(([path, to]) => ({ path, loader: () => redirect(to) }));

/** The public itinerary (/share/:id) is not here: the server answers share.html, its own entry (src/share.tsx), for it. */
export const routes: RouteObject[] = [
  {
    element: <RootShell />,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: () => null,
    children: [
      {
        element: <DashboardLayout />,
        ErrorBoundary: RouteErrorBoundary,
        children: [
          ...redirectRoutes,
          { path: '/sign-in', element: <SignInPage /> },
          { element: <RequireSession />, children: pageRoutes },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

