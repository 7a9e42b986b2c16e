// The PlaceIndex port: finds cities and airports by what a person types. Adapters: offline (packaged data) and geocoding.
import type { PlaceKind, PlaceView } from '@tourops/contracts';

export interface PlaceIndex {
  /** Places matching `q`, best first, at most `limit`; only of `kind` when given. */
  search(q: string, kind: PlaceKind | undefined, limit: number): Promise<PlaceView[]>;
}

const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ł: 'l', ı: 'i', ħ: 'h' };

/** Lower case, accents and punctuation removed, words separated by one space: 'Zürich-Flughafen' -> 'zurich flughafen'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłıħ]/g, (letter) => FOLDED[letter])
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
