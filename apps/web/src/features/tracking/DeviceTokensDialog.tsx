// Admins' device tokens of one member: issue one with a label (its token shown once, with a copy button), list, revoke.
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, InputGroup, Spinner } from '@blueprintjs/core';
import { DuplicateIcon, KeyIcon } from '@blueprintjs/icons';
import { useState, type FormEvent } from 'react';
import type { IssuedDeviceTokenView } from '@tourops/contracts';
import { toProblem } from '../../app/problem';
import { ConfirmButton } from '../../shared/ConfirmButton';
import { ProblemCallout } from '../../shared/ProblemCallout';
import { RelativeTime } from '../../shared/RelativeTime';
import { useIssueDeviceTokenMutation, useListDeviceTokensQuery, useRevokeDeviceTokenMutation } from './trackingApi';

interface DeviceTokensDialogProps {
  staffId: string;
  name: string;
  onClose(): void;
}

export function DeviceTokensDialog({ staffId, name, onClose }: DeviceTokensDialogProps) {
  const { data, error, isLoading } = useListDeviceTokensQuery(staffId);
  const [issue, issuing] = useIssueDeviceTokenMutation();
  const [revoke] = useRevokeDeviceTokenMutation();
  const [label, setLabel] = useState('');
  const [issued, setIssued] = useState<IssuedDeviceTokenView | null>(null);
  const [copied, setCopied] = useState(false);
  const problem = toProblem(error ?? issuing.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await issue({ staffId, label });
    if ('data' in result && result.data) {
      setIssued(result.data);
      setCopied(false);
      setLabel('');
    }
  };

  const copy = async () => {
    if (!issued) return;
    await navigator.clipboard?.writeText(issued.token).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <Dialog isOpen onClose={onClose} title={`Device tokens of ${name}`} icon={<KeyIcon />} style={{ width: 620, maxWidth: 'calc(100vw - 32px)' }}>
      <DialogBody data-testid="device-tokens-dialog">
        <p className="muted">
          A device token lets a phone or tracker report this member’s positions, and nothing else. It is shown once, when it is issued; revoke
          it when the device is lost or handed on.
        </p>
        <form className="device-token-form" onSubmit={(event) => void submit(event)}>
          <FormGroup label="Device" labelFor="device-token-label" helperText={issuing.error ? toProblem(issuing.error)?.errors?.label : undefined}>
            <InputGroup
              id="device-token-label"
              placeholder="e.g. Giulia’s phone"
              value={label}
              maxLength={100}
              onValueChange={setLabel}
              data-testid="device-token-label"
            />
          </FormGroup>
          <Button type="submit" intent="primary" text="Issue token" loading={issuing.isLoading} disabled={label.trim() === ''} data-testid="device-token-issue" />
        </form>
        {issued && (
          <Callout intent="success" title={`Token for ${issued.label}`} className="issued-device-token">
            <p>Copy it now: it will not be shown again.</p>
            <div className="issued-device-token-row">
              <code data-testid="issued-device-token">{issued.token}</code>
              <Button icon={<DuplicateIcon />} text={copied ? 'Copied' : 'Copy'} onClick={() => void copy()} data-testid="device-token-copy" />
            </div>
          </Callout>
        )}
        <ProblemCallout problem={problem} />
        {isLoading ? (
          <Spinner size={20} aria-label="Loading device tokens" />
        ) : data && data.items.length === 0 ? (
          <p className="muted">No device token yet.</p>
        ) : (
          data && (
            <HTMLTable compact striped className="device-token-table" aria-label="Device tokens">
              <thead>
                <tr>
                  <th>Device</th>
                  <th>Issued</th>
                  <th>Status</th>
                  <th scope="col"><span className="visually-hidden">Actions</span></th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((token) => (
                  <tr key={token.tokenId} data-testid="device-token-row" data-token-id={token.tokenId} data-revoked={token.revokedAt !== null}>
                    <td>{token.label}</td>
                    <td>
                      <RelativeTime instant={token.issuedAt} />
                    </td>
                    <td>{token.revokedAt ? <RelativeTime instant={token.revokedAt} prefix="Revoked " /> : 'Active'}</td>
                    <td>
                      {!token.revokedAt && (
                        <ConfirmButton
                          size="small"
                          text="Revoke"
                          question={`Revoke the token of ${token.label}? The device can no longer report positions.`}
                          confirmText="Revoke"
                          onConfirm={() => revoke({ staffId, tokenId: token.tokenId })}
                          data-testid="device-token-revoke"
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )
        )}
      </DialogBody>
      <DialogFooter actions={<Button text="Close" onClick={onClose} data-testid="device-tokens-close" />} />
    </Dialog>
  );
}
