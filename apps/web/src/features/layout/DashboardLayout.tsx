// The dashboard layout every page uses: 64 px app bar, 280 px navigation drawer, and the page beside it.
import { Callout } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useLiveUpdates } from '../live-updates/useLiveUpdates';
import { AppBar } from './AppBar';
import { NavigationDrawer } from './NavigationDrawer';

export function DashboardLayout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const settingsFallback = useAppSelector((state) => state.initialization.settingsFallback);
  const { pathname } = useLocation();
  useLiveUpdates();

  useEffect(() => setDrawerOpen(false), [pathname]);
  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpen(false);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [drawerOpen]);

  return (
    <div className="dashboard-layout">
      <AppBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawerOpen((open) => !open)} />
      <NavigationDrawer open={drawerOpen} onNavigate={() => setDrawerOpen(false)} onClose={() => setDrawerOpen(false)} />
      <div className="dashboard-content">
        {settingsFallback && (
          <Callout intent="warning" compact className="settings-fallback">
            The organization's settings could not be loaded: the default settings are in use until the page is reloaded.
          </Callout>
        )}
        <Outlet />
      </div>
    </div>
  );
}
