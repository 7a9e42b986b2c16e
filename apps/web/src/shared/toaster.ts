// Snackbar-style notices (SPEC.md §9: 4000 ms); the Blueprint toaster is loaded with the first notice.
import type { Toaster, ToastProps } from '@blueprintjs/core';

export const TOAST_TIMEOUT_MS = 4000;

let toaster: Promise<Toaster> | null = null;

export function showToast(toast: ToastProps): void {
  toaster ??= import('./createToaster').then(({ createToaster }) => createToaster());
  void toaster.then((instance) => instance.show({ timeout: TOAST_TIMEOUT_MS, ...toast }));
}
