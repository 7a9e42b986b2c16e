// The local directory of members and invitations.
import type { DocumentProjection } from '../projection';

export const USER_PROJECTIONS: readonly DocumentProjection[] = [];
