// The local sign-in/user button: a link to /sign-in when signed out, the user menu (loaded apart, when the button is about to be used) when signed in.
import { Button } from '@blueprintjs/core';
import { CaretDownIcon, LogInIcon, PersonIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { withRetries } from '../../shared/withRetries';

type LocalAccountMenu = typeof import('./LocalAccountMenu').default;

export function LocalAccountButton() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const fullName = useAppSelector((state) => state.session.user?.fullName);
  // A click before the menu has loaded is kept, and the menu opens as soon as it arrives.
  const [openRequested, setOpenRequested] = useState(false);
  // The menu needs Blueprint's popover and its positioning engine (about 19 KB gzipped): asked for when the button is about to be
  // used (the pointer over it, focus on it, a tap), never with the page, whose load on a phone network it would slow (ADR 0043).
  const [Menu, setMenu] = useState<LocalAccountMenu | null>(null);
  const asked = useRef(false);
  const mounted = useRef(false);
  // The button the menu wraps is a new element: focus that was on the button before goes to it.
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!Menu || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [Menu]);

  const load = () => {
    if (asked.current) return;
    asked.current = true;
    void withRetries(() => import('./LocalAccountMenu')).then(
      (loaded) => {
        if (!mounted.current) return;
        refocus.current = button.current !== null && document.activeElement === button.current;
        setMenu(() => loaded.default);
      },
      () => {
        asked.current = false;
      },
    );
  };

  if (!signedIn) {
    if (pathname === '/sign-in') return null;
    return <Button className="account-button" data-testid="sign-in-button" icon={<LogInIcon />} text="Sign in" onClick={() => navigate('/sign-in')} />;
  }
  const face = (before?: { onPointerEnter: () => void; onFocus: () => void; onClick: () => void }) => (
    <Button
      ref={button}
      className="account-button"
      data-testid="user-menu-button"
      aria-label={fullName ? `${fullName}, account menu` : 'Account menu'}
      icon={<PersonIcon />}
      endIcon={<CaretDownIcon />}
      text={fullName ?? 'Account'}
      {...before}
    />
  );
  if (Menu) return <Menu defaultOpen={openRequested}>{face()}</Menu>;
  return face({
    onPointerEnter: load,
    onFocus: load,
    onClick: () => {
      setOpenRequested(true);
      load();
    },
  });
}
