// The local directory of members and invitations.
import type { DocumentProjection } from '../projection';
import { invitationsProjection, membersProjection } from './members.projection';

export * from './members.projection';

export const USER_PROJECTIONS: readonly DocumentProjection[] = [membersProjection, invitationsProjection];
