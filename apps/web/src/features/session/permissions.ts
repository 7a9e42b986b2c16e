// What the signed-in member's role lets the UI offer (ARCHITECTURE.md roles; the API checks them again).
import { useAppSelector } from '../../app/hooks';

export const useOrganizationRole = () => useAppSelector((state) => state.session.organization?.role ?? null);

/** Admins and members plan and operate tours; auditors only read. */
export function useCanPlanTours(): boolean {
  const role = useOrganizationRole();
  return role === 'org:admin' || role === 'org:member';
}

/** Only admins change organization settings. */
export function useCanChangeSettings(): boolean {
  return useOrganizationRole() === 'org:admin';
}

/** Admins and members operate travelers and field staff; auditors only read. */
export const useCanOperate = useCanPlanTours;

/** Only admins manage the organization's users and issue device tokens. */
export function useIsAdmin(): boolean {
  return useOrganizationRole() === 'org:admin';
}
