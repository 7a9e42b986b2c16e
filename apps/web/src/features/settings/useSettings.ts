// The organization's settings as loaded at initialization, or the §9 defaults when they could not be loaded.
import { defaultSettings, type Settings } from '@tourops/domain';
import { useAppSelector } from '../../app/hooks';
import { useGetSettingsQuery } from './settingsApi';

const DEFAULTS = defaultSettings();

export function useSettings(): Settings {
  const signedIn = useAppSelector((state) => state.identity.signedIn);
  const { data } = useGetSettingsQuery(undefined, { skip: !signedIn });
  return data ?? DEFAULTS;
}
