// The local sign-in form: who you are, which organization, which role; the ids are derived from what you type.
import { Button, Callout } from '@blueprintjs/core';
import { LogInIcon } from '@blueprintjs/icons';
import type { Role } from '@tourops/contracts';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { toProblem } from '../../app/problem';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { focusFirstInvalid } from '../../shared/forms/focusFirstInvalid';
import { hasErrors, splitServerErrors, type FieldErrors } from '../../shared/forms/fieldErrors';
import { SelectField } from '../../shared/forms/SelectField';
import { TextField } from '../../shared/forms/TextField';
import { ROLE_OPTIONS } from '../session/roleLabel';
import { useStartLocalSessionMutation } from './identityApi';
import { identityReported } from './identitySlice';
import { isIdentifier, organizationIdOf, userIdOf } from './localIdentityIds';
import { accountKeyOf, storeLocalSessionToken } from './localSessionToken';
import { readLastLocalIdentity, rememberLocalIdentity, type LocalIdentityDetails } from './lastLocalIdentity';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(details: LocalIdentityDetails): FieldErrors {
  const errors: FieldErrors = {};
  if (!details.name.trim()) errors.name = 'Required.';
  if (!EMAIL.test(details.email.trim())) errors.email = 'Must be an email address.';
  else if (!userIdOf(details.email)) errors.email = 'Needs letters or digits to derive a user id.';
  if (!details.organizationName.trim()) errors.organizationName = 'Required.';
  if (!isIdentifier(details.organizationId)) errors.organizationId = 'Letters, digits, _ and - only (at most 64).';
  return errors;
}

export function LocalSignInForm() {
  const dispatch = useAppDispatch();
  const [details, setDetails] = useState<LocalIdentityDetails>(readLastLocalIdentity);
  const [organizationIdEdited, setOrganizationIdEdited] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [startLocalSession, { isLoading, error }] = useStartLocalSessionMutation();
  const problem = toProblem(error);
  const server = splitServerErrors(problem, ['name', 'email', 'orgName', 'orgId', 'role', 'userId']);
  const fieldError = (field: keyof LocalIdentityDetails, serverField: string) => errors[field] ?? server.fields[serverField] ?? null;

  const change = (patch: Partial<LocalIdentityDetails>) =>
    setDetails((current) => {
      const next = { ...current, ...patch };
      if (patch.organizationName !== undefined && !organizationIdEdited) next.organizationId = organizationIdOf(patch.organizationName);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(details);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const result = await startLocalSession({
      userId: userIdOf(details.email),
      name: details.name.trim(),
      email: details.email.trim(),
      orgId: details.organizationId,
      orgName: details.organizationName.trim(),
      role: details.role,
    });
    if ('error' in result) return;
    rememberLocalIdentity(details);
    storeLocalSessionToken(result.data.token);
    dispatch(identityReported({ providerReady: true, signedIn: true, accountKey: accountKeyOf(result.data.token) }));
  };

  const userId = userIdOf(details.email);
  return (
    <form className="local-sign-in" onSubmit={submit} noValidate data-testid="local-sign-in-form" aria-label="Local sign-in">
      <Callout intent="primary" icon={null} className="local-sign-in-note info-callout">
        This server runs with its local identity (no Clerk key): choose who you are. The user id comes from the email
        and the organization id from its name. The first person to sign in to an organization founds it with the role
        they choose; joining an organization that already has members needs an invitation to your email from one of its
        administrators, and the invitation sets your role.
      </Callout>
      <ProblemCallout problem={problem} otherErrors={[...server.others, ...(server.fields.userId ? [`User id: ${server.fields.userId}`] : [])]} />
      <TextField label="Full name" value={details.name} onChange={(name) => change({ name })} error={fieldError('name', 'name')} testId="sign-in-name" required />
      <TextField
        label="Email"
        type="email"
        value={details.email}
        onChange={(email) => change({ email })}
        error={fieldError('email', 'email')}
        helperText={userId ? `User id: ${userId}` : undefined}
        testId="sign-in-email"
        required
      />
      <TextField
        label="Organization name"
        value={details.organizationName}
        onChange={(organizationName) => change({ organizationName })}
        error={fieldError('organizationName', 'orgName')}
        testId="sign-in-organization-name"
        required
      />
      <TextField
        label="Organization ID"
        value={details.organizationId}
        onChange={(organizationId) => {
          setOrganizationIdEdited(true);
          change({ organizationId });
        }}
        error={fieldError('organizationId', 'orgId')}
        helperText="Derived from the organization name; change it only to join an organization by its id."
        testId="sign-in-organization-id"
        required
      />
      <SelectField
        label="Role"
        value={details.role}
        options={ROLE_OPTIONS}
        onChange={(role) => change({ role: role as Role })}
        error={server.fields.role}
        helperText="For the founder of a new organization (an invitation sets everyone else's). Administrators change settings; members plan tours; auditors only read."
        testId="sign-in-role"
      />
      <Button type="submit" intent="primary" icon={<LogInIcon />} text="Sign in" loading={isLoading} data-testid="sign-in-submit" fill />
    </form>
  );
}
