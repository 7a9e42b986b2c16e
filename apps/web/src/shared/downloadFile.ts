// The one way the web app hands the user a file: a blob saved under a name, or an API export fetched with the session's bearer token.
import { getAccessToken } from '../features/identity/identityBridge';

/** Saves a blob as a download called `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Fetches an export of the API (`/api/…`) with the bearer token and saves it (a plain link could not carry the token). */
export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  const token = await getAccessToken();
  const response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`The export failed (${response.status}).`);
  saveFile(await response.blob(), fileName);
}
