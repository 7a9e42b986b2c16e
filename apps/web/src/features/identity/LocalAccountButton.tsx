// The local sign-in/user button: a link to /sign-in when signed out, the user menu (loaded apart) when signed in.
import { Button } from '@blueprintjs/core';
import { CaretDownIcon, LogInIcon, PersonIcon } from '@blueprintjs/icons';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';

type LocalAccountMenu = typeof import('./LocalAccountMenu').default;

export function LocalAccountButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const fullName = useAppSelector((state) => state.session.user?.fullName);
  // A click before the menu has loaded is kept, and the menu opens as soon as it arrives.
  const [openRequested, setOpenRequested] = useState(false);
  // The menu needs Blueprint's popover and its positioning engine: asked for once the page has been drawn, never holding its first paint.
  const [Menu, setMenu] = useState<LocalAccountMenu | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let mounted = true;
    void import('./LocalAccountMenu').then((loaded) => mounted && setMenu(() => loaded.default));
    return () => {
      mounted = false;
    };
  }, [signedIn]);

  if (!signedIn) {
    if (pathname === '/sign-in') return null;
    return <Button className="account-button" data-testid="sign-in-button" icon={<LogInIcon />} text="Sign in" onClick={() => navigate('/sign-in')} />;
  }
  const face = (onClick?: () => void) => (
    <Button className="account-button" data-testid="user-menu-button" aria-label={fullName ? `${fullName}, account menu` : 'Account menu'} icon={<PersonIcon />} endIcon={<CaretDownIcon />} text={fullName ?? 'Account'} onClick={onClick} />
  );
  return Menu ? <Menu defaultOpen={openRequested}>{face()}</Menu> : face(() => setOpenRequested(true));
}
