// Which stored tours the monitor watches: confirmed or running, not deleted, not templates (the domain's isWatchedTour, as a filter).
import type { Filter } from '@tourops/read-store';

export const WATCHED_TOURS_FILTER: Filter = { status: { $in: ['CONFIRMED', 'IN_PROGRESS'] }, deleted: false, template: { $ne: true }, purged: { $ne: true } };
