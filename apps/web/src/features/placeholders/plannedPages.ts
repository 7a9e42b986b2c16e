// The pages a later issue fills, with what each will hold (none left: every page of SPEC.md §2 is built).
import type { PlannedPageProps } from './PlannedPage';

export const PLANNED_PAGES: Record<never, PlannedPageProps> = {};
