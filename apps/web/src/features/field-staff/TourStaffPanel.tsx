// A tour's staff on the tour editor: who is assigned to the tour, its days or segments, and the dialog that assigns more.
import { Button, HTMLTable, Section, SectionCard, Spinner, Tag } from '@blueprintjs/core';
import { AddIcon, PeopleIcon, WarningSignIcon } from '@blueprintjs/icons';
import type { StaffAssignmentView, TourStaffMemberView, TourView } from '@tourops/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { formatDate } from '../../shared/format';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { useCanOperate } from '../session/permissions';
import { useGetTourQuery } from '../tours/toursApi';
import { AssignStaffDialog } from './AssignStaffDialog';
import { useGetTourStaffQuery, useUnassignFieldStaffMutation } from './fieldStaffApi';
import { isErased, personName } from '../../shared/personName';
import { describePeriod, overrideReasons, ROLE_LABELS } from './staffLabels';
import './fieldStaff.css';
import { EmptyState, SectionTitle } from '../../shared/SubHeading';

export interface TourStaffPanelProps {
  tourId: string;
  /** Whether the tour may be staffed now (not deleted, not a template); auditors never see the write buttons. */
  editable: boolean;
}

function scopeOf(assignment: StaffAssignmentView, tour: TourView | undefined): string {
  if (!assignment.dayId) return 'Whole tour';
  const day = tour?.days.find((candidate) => candidate.id === assignment.dayId);
  if (!assignment.segmentId) return day ? `Day ${formatDate(day.date)}` : 'A day no longer on the tour';
  const segment = day?.segments.find((candidate) => candidate.id === assignment.segmentId);
  return segment && day ? `${segment.title} (${formatDate(day.date)})` : 'A segment no longer on the tour';
}

const rowsOf = (staff: TourStaffMemberView[]) => staff.flatMap((member) => member.assignments.map((assignment) => ({ member, assignment })));

export function TourStaffPanel({ tourId, editable }: TourStaffPanelProps) {
  const canWrite = useCanOperate() && editable;
  const tour = useGetTourQuery(tourId).data;
  const { data, error, isLoading, refetch } = useGetTourStaffQuery(tourId);
  const [unassign] = useUnassignFieldStaffMutation();
  const [assigning, setAssigning] = useState(false);

  const remove = async (member: TourStaffMemberView, assignment: StaffAssignmentView) => {
    const result = await unassign({ staffId: member.staffId, assignmentId: assignment.assignmentId });
    if ('error' in result) showToast({ intent: 'danger', message: toProblem(result.error)?.detail ?? 'The assignment could not be removed.' });
    else showToast({ intent: 'success', message: `${personName(member)} was unassigned.` });
  };

  return (
    <Section
      titleRenderer={SectionTitle}
      className="tour-staff-panel"
      title="Staff"
      icon={<PeopleIcon />}
      rightElement={canWrite && tour ? <Button intent="primary" icon={<AddIcon />} text="Assign staff" onClick={() => setAssigning(true)} data-testid="assign-staff" /> : undefined}
      data-testid="tour-staff-panel"
    >
      <SectionCard padded={false}>
        <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />
        {isLoading && <Spinner size={20} aria-label="Loading the tour's staff" />}
        {data && data.length === 0 && <EmptyState title="No staff assigned" description={canWrite ? 'Assign a guide, a driver or a tour leader.' : undefined} layout="horizontal" />}
        {data && data.length > 0 && (
          <HTMLTable compact striped className="tour-staff-table table-cards" data-testid="tour-staff-list">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
                <th scope="col">Assigned to</th>
                <th scope="col">When</th>
                {canWrite && <th scope="col"><span className="visually-hidden">Actions</span></th>}
              </tr>
            </thead>
            <tbody>
              {rowsOf(data).map(({ member, assignment }) => (
                <tr key={assignment.assignmentId} data-testid="tour-staff-assignment" data-staff-id={member.staffId} data-role={assignment.role} data-overridden={assignment.override ? 'true' : 'false'}>
                  <td className="table-card-title">
                    <Link to={`/field-staff/details/${member.staffId}`}>{personName(member)}</Link>
                  </td>
                  <td>{ROLE_LABELS[assignment.role]}</td>
                  <td>{scopeOf(assignment, tour)}</td>
                  <td>
                    {describePeriod(assignment.from, assignment.to)}{' '}
                    {assignment.override && (
                      <Tag intent="warning" minimal icon={<WarningSignIcon />} data-testid="assignment-override">
                        Assigned despite: {overrideReasons(assignment.override.reasons)}
                      </Tag>
                    )}
                  </td>
                  {canWrite && (
                    <td className="row-actions">
                      {!isErased(member) && <ConfirmButton
                        variant="minimal"
                        text="Remove"
                        aria-label={`Unassign ${personName(member)}`}
                        question={`Unassign ${personName(member)} from ${scopeOf(assignment, tour).toLowerCase()}?`}
                        confirmText="Unassign"
                        onConfirm={() => remove(member, assignment)}
                        data-testid="unassign-staff"
                      />}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </SectionCard>
      {tour && canWrite && <AssignStaffDialog tour={tour} isOpen={assigning} onClose={() => setAssigning(false)} onAssigned={(message) => showToast({ intent: 'success', message })} />}
    </Section>
  );
}
