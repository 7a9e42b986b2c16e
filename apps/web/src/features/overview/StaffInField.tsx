// Field staff on an assignment now: who, on which tour, and how long ago their device last reported.
import { Card, HTMLTable } from '@blueprintjs/core';
import { PeopleIcon } from '@blueprintjs/icons';
import type { OverviewView } from '@tourops/contracts';
import { Link } from 'react-router';
import { personName } from '../../shared/personName';
import { lastSeenAge, useNow } from '../tracking/lastSeen';
import { OVERVIEW_LINKS } from './overviewLinks';
import { EmptyState, SubHeading } from '../../shared/SubHeading';

const STALE_MS = 15 * 60_000;

export function StaffInField({ staff }: { staff: OverviewView['staffInField'] }) {
  const now = useNow(10_000);
  return (
    <Card className="overview-panel" data-testid="overview-staff">
      <SubHeading look="h5">
        <Link to={OVERVIEW_LINKS.staffInField}>Staff in the field</Link> <span className="muted">{staff.count}</span>
      </SubHeading>
      {staff.members.length === 0 ? (
        <EmptyState icon={<PeopleIcon size={32} />} description="No member is on an assignment right now." />
      ) : (
        <HTMLTable compact className="overview-table">
          <tbody>
            {staff.members.map((member) => {
              const stale = !member.lastSeenAt || now - Date.parse(member.lastSeenAt) > STALE_MS;
              return (
                <tr key={member.staffId} data-testid="staff-in-field">
                  <td>
                    <Link to={`/field-staff/details/${member.staffId}`}>
                      {personName(member)}
                    </Link>
                    <div className="muted">{member.role.replace(/_/g, ' ')}</div>
                  </td>
                  <td>{member.tourTitle ? <Link to={OVERVIEW_LINKS.tour(member.tourId)}>{member.tourTitle}</Link> : <span className="muted">A tour not running today</span>}</td>
                  <td className={stale ? 'overview-stale' : undefined} data-testid="last-seen" title={member.lastSeenAt ?? undefined}>
                    {lastSeenAge(member.lastSeenAt, now)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      {staff.count > staff.members.length && <Link to={OVERVIEW_LINKS.staffInField}>and {staff.count - staff.members.length} more</Link>}
    </Card>
  );
}
