// One member of the list: picture, name, email, role (changed with a select), last sign-in, and removal after a confirmation.
import { HTMLSelect } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import type { MemberView, Role } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { formatInstantWithZone } from '../../shared/format';
import { showToast } from '../../shared/toaster';
import { ROLE_OPTIONS, roleLabel } from '../session/roleLabel';
import { MemberAvatar } from './MemberAvatar';
import { signInAge } from './signInAge';
import { useChangeUserRoleMutation, useRemoveUserMutation } from './usersApi';

const failed = (what: string, error: unknown) =>
  showToast({ intent: 'danger', message: `${what}: ${toProblem(error as Parameters<typeof toProblem>[0])?.detail ?? 'the server refused.'}` });

export function MemberRow({ member, isYou }: { member: MemberView; isYou: boolean }) {
  const [changeRole, changing] = useChangeUserRoleMutation();
  const [remove] = useRemoveUserMutation();
  const name = member.fullName || member.email || member.userId;
  const options = ROLE_OPTIONS.some((option) => option.value === member.role) ? ROLE_OPTIONS : [...ROLE_OPTIONS, { value: member.role, label: roleLabel(member.role) }];

  const onRoleChange = async (role: Role) => {
    const result = await changeRole({ userId: member.userId, role });
    if ('error' in result) failed(`${name} keeps the role ${roleLabel(member.role)}`, result.error);
    else showToast({ intent: 'success', message: `${name} is now ${roleLabel(role)}.` });
  };

  const onRemove = async () => {
    const result = await remove(member.userId);
    if ('error' in result) failed(`${name} was not removed`, result.error);
    else showToast({ intent: 'success', message: `${name} was removed from the organization.` });
  };

  return (
    <tr data-testid="member-row" data-user-id={member.userId} data-role={member.role}>
      <td className="member-identity">
        <MemberAvatar name={name} imageUrl={member.imageUrl} />
        <span className="member-name" data-testid="member-name">
          {name}
          {isYou && <span className="member-you"> (you)</span>}
        </span>
      </td>
      <td data-testid="member-email">{member.email}</td>
      <td>
        <HTMLSelect
          value={member.role}
          options={options}
          disabled={changing.isLoading}
          onChange={(event) => void onRoleChange(event.target.value as Role)}
          aria-label={`Role of ${name}`}
          data-testid="member-role-select"
        />
      </td>
      <td data-testid="member-last-sign-in" title={member.lastSignInAt ? formatInstantWithZone(member.lastSignInAt) : undefined}>
        {signInAge(member.lastSignInAt)}
      </td>
      <td className="row-actions">
        <ConfirmButton
          variant="minimal"
          icon={<TrashIcon />}
          aria-label={`Remove ${name}`}
          data-testid="remove-member"
          question={
            <p>
              Remove <strong>{name}</strong> from the organization? {isYou ? 'You will lose access at once.' : 'They lose access at once; an invitation lets them back in.'}
            </p>
          }
          confirmText="Remove"
          onConfirm={onRemove}
        />
      </td>
    </tr>
  );
}
