// The 64 px app bar of the dashboard layout: drawer toggle, product name, open notifications, live-update state, organization.
import { Button, Tag } from '@blueprintjs/core';
import { MenuIcon } from '@blueprintjs/icons';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { LiveStatusTag } from '../live-updates/LiveStatusTag';
import { NotificationBadge } from '../notifications/NotificationBadge';

export function AppBar({ drawerOpen, onToggleDrawer }: { drawerOpen: boolean; onToggleDrawer: () => void }) {
  const organization = useAppSelector((state) => state.session.organization);
  return (
    <header className="app-bar">
      <Button
        className="app-bar-menu"
        variant="minimal"
        icon={<MenuIcon />}
        aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
        aria-expanded={drawerOpen}
        aria-controls="navigation-drawer"
        onClick={onToggleDrawer}
      />
      <Link to="/" className="app-bar-brand">
        TourOps
      </Link>
      <div className="app-bar-spacer" />
      <div className="app-bar-end">
        <NotificationBadge />
        <LiveStatusTag />
        {organization && (
          <Tag minimal className="app-bar-organization" data-testid="active-organization" title={`Organization ${organization.id}`}>
            {organization.name}
          </Tag>
        )}
      </div>
    </header>
  );
}
