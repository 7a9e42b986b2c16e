// One pending invitation: email, role, when it was sent, and revoking it.
import { Button } from '@blueprintjs/core';
import { DisableIcon } from '@blueprintjs/icons';
import type { InvitationView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { RelativeTime } from '../../shared/RelativeTime';
import { showToast } from '../../shared/toaster';
import { roleLabel } from '../session/roleLabel';
import { useRevokeInvitationMutation } from './usersApi';

export function InvitationRow({ invitation }: { invitation: InvitationView }) {
  const [revoke, revoking] = useRevokeInvitationMutation();
  const onRevoke = async () => {
    const result = await revoke(invitation.id);
    if ('error' in result) showToast({ intent: 'danger', message: `The invitation stays: ${toProblem(result.error)?.detail ?? 'the server refused.'}` });
    else showToast({ intent: 'success', message: `The invitation of ${invitation.email} is revoked.` });
  };
  return (
    <tr data-testid="invitation-row" data-email={invitation.email} data-role={invitation.role}>
      <td>{invitation.email}</td>
      <td>{roleLabel(invitation.role)}</td>
      <td>
        <RelativeTime instant={invitation.invitedAt} />
      </td>
      <td className="row-actions">
        <Button variant="minimal" icon={<DisableIcon />} text="Revoke" loading={revoking.isLoading} onClick={() => void onRevoke()} data-testid="revoke-invitation" />
      </td>
    </tr>
  );
}
