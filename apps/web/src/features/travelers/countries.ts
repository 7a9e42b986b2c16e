// Country choices for nationality: the ISO codes the domain accepts, named in the browser's language.
import { COUNTRY_CODES } from '@tourops/domain';

const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(undefined, { type: 'region' }) : null;

export const countryName = (code: string) => {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
};

export const COUNTRY_OPTIONS = [...COUNTRY_CODES]
  .map((code) => ({ value: code, label: `${countryName(code)} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label));
