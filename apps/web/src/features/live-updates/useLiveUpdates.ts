// One socket.io connection per signed-in organization, its session token renewed over it; its 'change' pushes invalidate the matching cached reads and announce new alerts.
import { CHANGE_EVENT } from '@tourops/contracts';
import { useEffect } from 'react';
import { api } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { getAccessToken } from '../identity/identityBridge';
import { isChangeMessage, tagsInvalidatedBy } from './changeInvalidation';
import { liveConnectionChanged } from './liveUpdatesSlice';
import { socketSessionRenewal } from './socketSessionRenewal';
import { announceNotifications } from '../notifications/announceNotifications';
import { overviewRefresh } from '../overview/overviewRefresh';

export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const ready = useAppSelector((state) => state.initialization.step === 'ready');
  const accountKey = useAppSelector((state) => state.identity.accountKey);
  const organizationId = useAppSelector((state) => state.session.organization?.id ?? null);

  useEffect(() => {
    if (!ready || !accountKey || !organizationId) return;
    let stopped = false;
    let disconnect = () => {};
    const overview = overviewRefresh(dispatch);
    dispatch(liveConnectionChanged('connecting'));

    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      let connectingWith: string | null = null;
      const socket = io({
        // A fresh token on every (re)connection: Clerk tokens live about a minute.
        auth: (send) =>
          void getAccessToken().then((token) => {
            connectingWith = token;
            send({ token });
          }),
      });
      // While connected, the token is renewed over the socket before it expires: no reconnection, nothing read again.
      const renewal = socketSessionRenewal(socket);
      socket.on('connect', () => {
        renewal.connectedWith(connectingWith);
        // Pushes sent before this connection (while it was down, or between a page's first read and the first connection,
        // which the boot path's early reads make likely) never arrive: read again what was read before it. A read still on
        // its way has provided no tags yet and is not asked twice.
        dispatch(api.util.invalidateTags(['Tour', 'TourHistory', 'Settings', 'Traveler', 'FieldStaff', 'StaffPosition', 'Member', 'Notification', 'MonitoringSubject', 'Overview', 'SharedLink']));
        dispatch(liveConnectionChanged('live'));
      });
      socket.on('disconnect', (reason) => {
        renewal.stop();
        dispatch(liveConnectionChanged('interrupted'));
        // The server closes a socket when its session token expires unrenewed or a renewal is refused: connect again, with a fresh token.
        if (reason === 'io server disconnect') socket.connect();
      });
      socket.on('connect_error', () => dispatch(liveConnectionChanged('interrupted')));
      socket.on(CHANGE_EVENT, (message: unknown) => {
        if (!isChangeMessage(message)) return;
        dispatch(api.util.invalidateTags(tagsInvalidatedBy(message)));
        overview.changed(message);
        if (message.collection === 'notifications') void dispatch(announceNotifications(message.ids));
      });
      disconnect = () => socket.disconnect();
    });

    return () => {
      stopped = true;
      overview.stop();
      disconnect();
      dispatch(liveConnectionChanged('off'));
    };
  }, [dispatch, ready, accountKey, organizationId]);
}
