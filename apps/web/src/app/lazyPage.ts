// Lazily loaded pages for the router; a page part that fails to load after a new build reloads the page (once per 10 s per path).
import type { ComponentType } from 'react';

const RELOAD_GUARD_MS = 10_000;

function reloadOnce(): boolean {
  const key = `tourops.chunkReload:${window.location.pathname}`;
  try {
    const last = Number(sessionStorage.getItem(key) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(key, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    try {
      return { Component: pick(await load()) };
    } catch (error) {
      if (reloadOnce()) return new Promise<never>(() => {}); // the page is reloading
      throw error;
    }
  };
}
