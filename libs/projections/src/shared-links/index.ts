// Shared link read models.
import type { DocumentProjection } from '../projection';
import { sharedLinksProjection } from './shared-links.projection';

export * from './shared-links.projection';

export const SHARED_LINK_PROJECTIONS: readonly DocumentProjection[] = [sharedLinksProjection];
