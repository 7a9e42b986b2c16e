// The root shell (SPEC.md §2): the sign-in/user button centred at the top, and the initializer around the routed page.
import { Outlet } from 'react-router';
import { useBuildUpdateCheck } from '../build-updates/useBuildUpdateCheck';
import { useIdentityWidgets } from '../identity/identityWidgets';
import { Initializer } from '../initialization/Initializer';

export function RootShell() {
  const { AccountButton } = useIdentityWidgets();
  useBuildUpdateCheck();
  return (
    <>
      <div className="account-slot">
        <AccountButton />
      </div>
      <Initializer>
        <Outlet />
      </Initializer>
    </>
  );
}
