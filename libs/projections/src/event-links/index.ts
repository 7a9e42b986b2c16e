// Links between events across streams, along correlation and causation.
import type { DocumentProjection } from '../projection';
import { eventLinksProjection } from './event-links.projection';

export * from './event-links.projection';

export const EVENT_LINK_PROJECTIONS: readonly DocumentProjection[] = [eventLinksProjection];
