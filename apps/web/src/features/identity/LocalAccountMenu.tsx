// The signed-in user's menu: who and where they are, and sign-out (SPEC.md §4: sign-out resets initialization).
import { Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { LogOutIcon, OfficeIcon, PersonIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { roleLabel } from '../session/roleLabel';
import { signOut } from './signOut';

export default function LocalAccountMenu({ children, defaultOpen }: { children: ReactElement; defaultOpen: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, organization } = useAppSelector((state) => state.session);
  const menu = (
    <Menu aria-label="Account" data-testid="user-menu">
      <MenuDivider title={user?.fullName ?? 'Signed in'} />
      {user && <MenuItem icon={<PersonIcon />} disabled text={user.email} />}
      {organization && <MenuItem icon={<OfficeIcon />} disabled text={`${organization.name} · ${roleLabel(organization.role)}`} data-testid="user-menu-organization" />}
      <MenuDivider />
      <MenuItem icon={<LogOutIcon />} text="Sign out" data-testid="sign-out" onClick={() => void dispatch(signOut()).then(() => navigate('/sign-in', { replace: true }))} />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom" defaultIsOpen={defaultOpen}>
      {children}
    </PopoverNext>
  );
}
