// Creates the app's one Blueprint toaster, at the bottom of the screen.
import { OverlayToaster } from '@blueprintjs/core';

export const createToaster = () => OverlayToaster.create({ position: 'bottom', maxToasts: 4 });
