// Organization settings: GET /api/settings (merged over defaults), PUT /api/settings/:name of a whole document, and the backtest of draft thresholds.
import type { NotificationBacktestBody, NotificationBacktestView } from '@tourops/contracts';
import type { ApiSettings, Settings, SettingsName } from '@tourops/domain';
import { api } from '../../app/api';
import { unsavedEdits } from './unsavedEdits';

export interface SettingsWrite<N extends SettingsName = SettingsName> {
  name: N;
  document: Settings[N];
}

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => 'settings',
      // An edit whose save has not settled stays shown: a refetch (a live update, a reconnection) may answer before it lands.
      transformResponse: (settings: Settings) => unsavedEdits.over(settings),
      providesTags: ['Settings'],
    }),
    putSettings: build.mutation<unknown, SettingsWrite>({
      query: ({ name, document }) => ({ url: `settings/${name}`, method: 'PUT', body: document }),
    }),
    /** Service keys are write-only: the keys sent replace the stored ones, the others stay; the masked settings are read again. */
    saveServiceKey: build.mutation<unknown, Partial<ApiSettings>>({
      query: (keys) => ({ url: 'settings/api', method: 'PUT', body: keys }),
      invalidatesTags: ['Settings'],
    }),
    /** A query sent as a POST for its body: it writes nothing, so it invalidates nothing. */
    backtestNotificationSettings: build.mutation<NotificationBacktestView, NotificationBacktestBody>({
      query: (body) => ({ url: 'settings/notifications/backtest', method: 'POST', body }),
    }),
  }),
});

export const { useGetSettingsQuery, useBacktestNotificationSettingsMutation } = settingsApi;
