// The 280 px navigation drawer: permanent from the lg breakpoint, a temporary overlay below it; shows what the role may use.
import { Classes } from '@blueprintjs/core';
import { NavLink } from 'react-router';
import { useOrganizationRole } from '../session/permissions';
import { navigationFor } from './navigation';

export interface NavigationDrawerProps {
  open: boolean;
  onNavigate: () => void;
  onClose: () => void;
}

export function NavigationDrawer({ open, onNavigate, onClose }: NavigationDrawerProps) {
  const role = useOrganizationRole();
  return (
    <>
      <div className={`navigation-backdrop${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <nav id="navigation-drawer" className={`navigation-drawer${open ? ' is-open' : ''}`} aria-label="Main navigation">
        {navigationFor(role).map((group) => (
          <section key={group.title} className="navigation-group">
            <h2 className={`navigation-group-title ${Classes.TEXT_MUTED}`}>{group.title}</h2>
            <ul className={Classes.LIST_UNSTYLED}>
              {group.items.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    data-testid={`nav-${item.to.slice(1).replaceAll('/', '-')}`}
                    end={item.to === '/settings'}
                    onClick={onNavigate}
                    className={({ isActive }) => `${Classes.MENU_ITEM} navigation-link${isActive ? ` ${Classes.ACTIVE} ${Classes.INTENT_PRIMARY}` : ''}`}
                  >
                    {item.icon}
                    <span className={Classes.FILL}>{item.label}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </>
  );
}
