// /field-staff/details/:id: a member's profile, licences and days off, upcoming assignments as a schedule, and history.
import { Button, Callout, Card, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { EditIcon } from '@blueprintjs/icons';
import type { FieldStaffView } from '@tourops/contracts';
import { useNavigate, useParams } from 'react-router';
import { toProblem } from '../../app/problem';
import { calendarToday } from '../../shared/calendarToday';
import { formatDate } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { ErasePersonButton } from '../erasure/ErasePersonButton';
import { ErasureNotice } from '../erasure/ErasureNotice';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { useEraseFieldStaffMutation, useGetFieldStaffQuery } from './fieldStaffApi';
import { StaffHistoryOverride } from './StaffHistoryOverride';
import { StaffSchedule } from './StaffSchedule';
import { personName } from '../../shared/personName';
import { LICENCE_LABELS, ROLE_LABELS } from './staffLabels';
import './fieldStaff.css';
import { HistoryPanel } from '../history/HistoryPanel';

export function FieldStaffDetailsPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetFieldStaffQuery(id);
  if (isLoading) return <Spinner className="page-spinner" aria-label="Loading the member" />;
  if (!data) return <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />;
  return <MemberDetails member={data} />;
}

function MemberDetails({ member }: { member: FieldStaffView }) {
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const today = calendarToday();
  const upcomingDaysOff = member.daysOff.filter((day) => day >= today);
  const [erase] = useEraseFieldStaffMutation();
  const onErase = async (reason: string) => {
    const result = await erase({ staffId: member.id, reason });
    return 'error' in result ? toProblem(result.error) : null;
  };
  const roles = member.roles.map((role) => ROLE_LABELS[role]).join(' · ');
  return (
    <main className="field-staff-page" data-testid="staff-details" data-staff-id={member.id} data-revision={member.revision} data-erased={member.erased}>
      <PageHeader
        title={member.erased ? 'Erased field staff member' : personName(member)}
        subtitle={
          member.erased ? (
            <>
              <Tag intent="danger" minimal data-testid="erased-tag">
                Erased
              </Tag>{' '}
              {roles}
            </>
          ) : (
            roles
          )
        }
        actions={
          canOperate && (
            <>
              {!member.deleted && !member.erased && <Button icon={<EditIcon />} text="Edit" onClick={() => navigate(`/field-staff/edit/${member.id}`)} data-testid="edit-staff" />}
              <ErasePersonButton person="field staff member" fields="name and contact details (email and phone)" erased={member.erased} onErase={onErase} />
            </>
          )
        }
      />
      {member.erased && <ErasureNotice entity="field-staff" id={member.id} person="field staff member" />}
      {member.deleted && (
        <Callout intent="warning" title="Removed" className="page-callout" data-testid="staff-removed">
          This member was removed from the field staff; their history is kept.
        </Callout>
      )}
      <div className="staff-profile">
        <Card className="staff-card" data-testid="staff-profile">
          <h2 className="section-title">Contact</h2>
          <dl className="details-list">
            <dt>Email</dt>
            <dd>{member.erased ? member.email : <a href={`mailto:${member.email}`}>{member.email}</a>}</dd>
            <dt>Phone</dt>
            <dd>{member.erased ? member.phone : member.phone ? <a href={`tel:${member.phone.replace(/\s/g, '')}`}>{member.phone}</a> : <span className="muted">—</span>}</dd>
            <dt>Languages</dt>
            <dd>{member.languages.join(', ').toUpperCase() || <span className="muted">—</span>}</dd>
          </dl>
        </Card>
        <Card className="staff-card" data-testid="staff-licences">
          <h2 className="section-title">Licences</h2>
          {member.licences.length === 0 ? (
            <p className="muted">None.</p>
          ) : (
            <HTMLTable compact>
              <tbody>
                {member.licences.map((licence) => (
                  <tr key={`${licence.kind}-${licence.number}`}>
                    <td>{LICENCE_LABELS[licence.kind]}</td>
                    <td className="nowrap">{licence.number}</td>
                    <td>
                      valid until {formatDate(licence.expiry)} {licence.expiry < today && <Tag intent="danger" minimal>expired</Tag>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
        <Card className="staff-card" data-testid="staff-days-off">
          <h2 className="section-title">Days off</h2>
          {upcomingDaysOff.length === 0 ? (
            <p className="muted">No upcoming days off.</p>
          ) : (
            <div className="day-off-list">
              {upcomingDaysOff.map((day) => (
                <Tag key={day} minimal data-testid="day-off" data-date={day}>
                  {formatDate(day)}
                </Tag>
              ))}
            </div>
          )}
        </Card>
      </div>
      <StaffSchedule staffId={member.id} />
      <HistoryPanel entity="field-staff" id={member.id} testId="staff-history" entryTestId="staff-history-entry" extra={(entry) => <StaffHistoryOverride entry={entry} />} />
    </main>
  );
}
