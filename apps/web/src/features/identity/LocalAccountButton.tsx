// The local sign-in/user button: a link to /sign-in when signed out, the user menu (loaded apart) when signed in.
import { Button } from '@blueprintjs/core';
import { CaretDownIcon, LogInIcon, PersonIcon } from '@blueprintjs/icons';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';

// The menu needs Blueprint's popover and its positioning engine: kept out of the first load.
const LocalAccountMenu = lazy(() => import('./LocalAccountMenu'));

export function LocalAccountButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const fullName = useAppSelector((state) => state.session.user?.fullName);
  // A click before the menu has loaded is kept, and the menu opens as soon as it arrives.
  const [openRequested, setOpenRequested] = useState(false);

  if (!signedIn) {
    if (pathname === '/sign-in') return null;
    return <Button className="account-button" data-testid="sign-in-button" icon={<LogInIcon />} text="Sign in" onClick={() => navigate('/sign-in')} />;
  }
  const face = (onClick?: () => void) => (
    <Button className="account-button" data-testid="user-menu-button" aria-label={fullName ? `${fullName}, account menu` : 'Account menu'} icon={<PersonIcon />} endIcon={<CaretDownIcon />} text={fullName ?? 'Account'} onClick={onClick} />
  );
  return (
    <Suspense fallback={face(() => setOpenRequested(true))}>
      <LocalAccountMenu defaultOpen={openRequested}>{face()}</LocalAccountMenu>
    </Suspense>
  );
}
