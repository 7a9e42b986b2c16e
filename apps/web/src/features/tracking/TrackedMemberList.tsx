// The members beside the map: colour, name, last-seen age (ticking every second), current tour and segment; a click focuses the map.
import { Button } from '@blueprintjs/core';
import { KeyIcon } from '@blueprintjs/icons';
import type { StaffPositionView } from '@tourops/contracts';
import { personName } from '../../shared/personName';
import { lastSeenAge, useNow } from './lastSeen';
import { cssColor, memberColor } from './memberColors';

interface TrackedMemberListProps {
  members: StaffPositionView[];
  focusedStaffId: string | null;
  onFocus(staffId: string): void;
  /** Shown to admins only: opens the member's device tokens. */
  onManageTokens?: (member: StaffPositionView) => void;
}

function whatNow(member: StaffPositionView): string {
  if (!member.assignment) return 'Not assigned now';
  const tour = member.assignment.tourTitle ?? 'A tour';
  return member.segment ? `${tour} · ${member.segment.title}` : `${tour} · no segment running`;
}

export function TrackedMemberList({ members, focusedStaffId, onFocus, onManageTokens }: TrackedMemberListProps) {
  const now = useNow(1000);
  return (
    <ul className="tracked-members" aria-label="Field staff" data-testid="tracked-members">
      {members.map((member) => {
        const { position } = member;
        return (
          <li
            key={member.staffId}
            className={`tracked-member${member.staffId === focusedStaffId ? ' is-focused' : ''}`}
            data-testid="tracked-member"
            data-staff-id={member.staffId}
            data-lat={position?.lat ?? ''}
            data-lng={position?.lng ?? ''}
            data-last-seen={member.lastSeenAt ?? ''}
          >
            <button
              type="button"
              className="tracked-member-focus"
              onClick={() => onFocus(member.staffId)}
              disabled={!position}
              aria-pressed={member.staffId === focusedStaffId}
              data-testid="tracked-member-focus"
              title={position ? 'Show on the map' : 'No position reported yet'}
            >
              <span className="tracked-member-swatch" style={{ background: cssColor(memberColor(member.staffId)) }} aria-hidden />
              <span className="tracked-member-text">
                <span className="tracked-member-name">
                  {personName(member)}
                </span>
                <span className="tracked-member-seen" data-testid="tracked-member-last-seen">
                  {lastSeenAge(member.lastSeenAt, now)}
                </span>
                <span className="tracked-member-now muted" data-testid="tracked-member-segment">
                  {whatNow(member)}
                </span>
              </span>
            </button>
            {onManageTokens && (
              <Button
                variant="minimal"
                size="small"
                icon={<KeyIcon />}
                aria-label={`Device tokens of ${personName(member)}`}
                title="Device tokens"
                data-testid="device-tokens-button"
                onClick={() => onManageTokens(member)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
