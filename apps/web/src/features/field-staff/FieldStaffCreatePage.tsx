// /field-staff/create: registers a guide, driver, tour leader or coordinator, then shows their details.
import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { StaffReadOnlyNotice } from './StaffReadOnlyNotice';
import { useCanOperate } from '../session/permissions';
import { emptyFieldStaffDraft, registerBodyOf, type FieldStaffDraft } from './fieldStaffDraft';
import { useRegisterFieldStaffMutation } from './fieldStaffApi';
import { FieldStaffForm } from './FieldStaffForm';
import './fieldStaff.css';

export function FieldStaffCreatePage() {
  const navigate = useNavigate();
  const canOperate = useCanOperate();
  const [register, { isLoading, error }] = useRegisterFieldStaffMutation();

  const submit = async (draft: FieldStaffDraft) => {
    const result = await register(registerBodyOf(draft));
    if ('error' in result) return;
    showToast({ intent: 'success', message: `${draft.firstName.trim()} ${draft.lastName.trim()} was added to the field staff.` });
    navigate(`/field-staff/details/${result.data.id}`);
  };

  return (
    <main className="field-staff-page">
      <PageHeader title="Add field staff" subtitle="Guides, drivers, tour leaders and coordinators who can be assigned to tours." />
      {canOperate ? (
        <FieldStaffForm
          initial={emptyFieldStaffDraft()}
          problem={toProblem(error)}
          saving={isLoading}
          submitText="Add to field staff"
          onSubmit={(draft) => void submit(draft)}
          secondaryActions={<Button variant="minimal" text="Cancel" onClick={() => navigate('/field-staff/list')} />}
        />
      ) : (
        <StaffReadOnlyNotice />
      )}
    </main>
  );
}
