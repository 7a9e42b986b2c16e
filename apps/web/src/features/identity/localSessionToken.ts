// The local identity's session token, kept in localStorage and shared by the tabs of this browser.
const STORAGE_KEY = 'tourops.sessionToken';

export function readLocalSessionToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLocalSessionToken(token: string): void {
  localStorage.setItem(STORAGE_KEY, token);
}

export function clearLocalSessionToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Calls back when another tab signs in or out. */
export function onLocalSessionTokenChangedElsewhere(callback: (token: string | null) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) callback(readLocalSessionToken());
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** A key that changes when the token does, without keeping the token itself in the store. */
export function accountKeyOf(token: string): string {
  let hash = 0;
  for (let i = 0; i < token.length; i++) hash = (Math.imul(31, hash) + token.charCodeAt(i)) | 0;
  return `local:${(hash >>> 0).toString(36)}`;
}
