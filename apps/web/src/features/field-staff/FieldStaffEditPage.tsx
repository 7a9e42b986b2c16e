// /field-staff/edit/:id: changes a member's details (If-Match: the revision loaded) and days off, or removes them.
import { Button, Spinner } from '@blueprintjs/core';
import type { FieldStaffView } from '@tourops/contracts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useCanOperate } from '../session/permissions';
import { changesOf, daysOffChanged, draftOf, type FieldStaffDraft } from './fieldStaffDraft';
import { useChangeFieldStaffMutation, useGetFieldStaffQuery, useRemoveFieldStaffMutation, useSetDaysOffMutation } from './fieldStaffApi';
import { FieldStaffForm } from './FieldStaffForm';
import { StaffReadOnlyNotice } from './StaffReadOnlyNotice';
import { personName } from '../../shared/personName';
import './fieldStaff.css';
import { countOf } from '../../shared/format';

export function FieldStaffEditPage() {
  const { id = '' } = useParams();
  const { data, error, isLoading, refetch } = useGetFieldStaffQuery(id);
  if (isLoading) return <Spinner className="page-spinner" aria-label="Loading the member" />;
  if (!data) return <ProblemCallout problem={toProblem(error)} action={<Button text="Try again" onClick={() => void refetch()} />} />;
  return <EditMember key={data.id} loaded={data} />;
}

/** Edits the member as first loaded: a change made meanwhile by someone else is refused (409), never overwritten. */
function EditMember({ loaded }: { loaded: FieldStaffView }) {
  const [member] = useState(loaded);
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const [changeDetails, details] = useChangeFieldStaffMutation();
  const [setDaysOff, daysOff] = useSetDaysOffMutation();
  const [remove, removal] = useRemoveFieldStaffMutation();
  const [saving, setSaving] = useState(false);
  const problem = toProblem(details.error ?? daysOff.error ?? removal.error);

  const submit = async (draft: FieldStaffDraft) => {
    setSaving(true);
    try {
      const changes = changesOf(draft, member);
      if (Object.keys(changes).length > 0 && 'error' in (await changeDetails({ staffId: member.id, revision: member.revision, changes }))) return;
      if (daysOffChanged(draft, member) && 'error' in (await setDaysOff({ staffId: member.id, daysOff: [...draft.daysOff].sort() }))) return;
      showToast({ intent: 'success', message: `${draft.firstName.trim()} ${draft.lastName.trim()} was saved.` });
      navigate(`/field-staff/details/${member.id}`);
    } finally {
      setSaving(false);
    }
  };

  const removeMember = async () => {
    const result = await remove(member.id);
    if ('error' in result) return;
    showToast({ intent: 'success', message: `${personName(member)} was removed from the field staff.` });
    navigate('/field-staff/list');
  };

  return (
    <main className="field-staff-page" data-testid="field-staff-edit" data-revision={member.revision}>
      <PageHeader title={`Edit ${personName(member)}`} />
      {loaded.erased ? (
        <ProblemCallout problem={{ type: 'about:blank', title: 'Erased', status: 409, detail: "This member's personal data was erased; nothing about them can change." }} />
      ) : !canOperate || loaded.deleted ? (
        loaded.deleted ? <ProblemCallout problem={{ type: 'about:blank', title: 'Removed', status: 409, detail: 'This member was removed from the field staff and can no longer be changed.' }} /> : <StaffReadOnlyNotice />
      ) : (
        <FieldStaffForm
          initial={draftOf(member)}
          problem={problem}
          saving={saving}
          submitText="Save"
          onSubmit={(draft) => void submit(draft)}
          secondaryActions={
            <>
              <Button variant="minimal" text="Cancel" onClick={() => navigate(`/field-staff/details/${member.id}`)} />
              <ConfirmButton
                className="push-right"
                variant="outlined"
                intent="danger"
                text="Remove from field staff"
                data-testid="remove-staff"
                question={
                  member.assignmentCount > 0
                    ? `${personName(member)} still has ${countOf(member.assignmentCount, 'assignment')}; unassign ${member.assignmentCount === 1 ? 'it' : 'them'} first, or the removal is refused.`
                    : `Remove ${personName(member)} from the field staff? Their history is kept.`
                }
                confirmText="Remove"
                onConfirm={removeMember}
              />
            </>
          }
        />
      )}
    </main>
  );
}
