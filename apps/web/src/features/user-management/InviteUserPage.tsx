// /user-management/create: invite someone by email with a role, then back to the list; admins only.
import { Button, Card } from '@blueprintjs/core';
import { EnvelopeIcon } from '@blueprintjs/icons';
import type { Role } from '@tourops/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import { showToast } from '../../shared/toaster';
import { PageHeader } from '../layout/PageHeader';
import { useIsAdmin } from '../session/permissions';
import { ROLE_OPTIONS, roleLabel } from '../session/roleLabel';
import { AdminOnlyNotice } from './AdminOnlyNotice';
import { useInviteUserMutation } from './usersApi';
import './userManagement.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ROLE_HELP: Record<Role, string> = {
  'org:admin': 'Administrators do everything, including settings and users.',
  'org:member': 'Members plan and operate tours, travelers and field staff.',
  'org:auditor': 'Auditors read everything and change nothing.',
};

export function InviteUserPage() {
  return useIsAdmin() ? <InviteUserForm /> : <AdminOnlyNotice title="Invite user" />;
}

function InviteUserForm() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('org:member');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [invite, { isLoading, error }] = useInviteUserMutation();
  const problem = toProblem(error);
  const server = splitServerErrors(problem, ['email', 'role']);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = EMAIL.test(email.trim()) ? {} : { email: 'Must be an email address.' };
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const result = await invite({ email: email.trim(), role });
    if ('error' in result) return;
    showToast({ intent: 'success', message: `${email.trim()} is invited as ${roleLabel(role)}.` });
    navigate('/user-management/list');
  };

  return (
    <main className="user-management-page">
      <PageHeader title="Invite user" subtitle="The invited person joins the organization with the role you choose." />
      <Card className="invite-card">
        <form onSubmit={submit} noValidate data-testid="invite-user-form" aria-label="Invite user">
          <ProblemCallout problem={problem} otherErrors={server.others} />
          <TextField label="Email" type="email" value={email} onChange={setEmail} error={errors.email ?? server.fields.email ?? null} testId="invite-email" required />
          <SelectField label="Role" value={role} options={ROLE_OPTIONS} onChange={(next) => setRole(next as Role)} error={server.fields.role} helperText={ROLE_HELP[role]} testId="invite-role" />
          <div className="form-actions">
            <Button text="Cancel" onClick={() => navigate('/user-management/list')} data-testid="invite-cancel" />
            <Button type="submit" intent="primary" icon={<EnvelopeIcon />} text="Send invitation" loading={isLoading} data-testid="invite-submit" />
          </div>
        </form>
      </Card>
    </main>
  );
}
