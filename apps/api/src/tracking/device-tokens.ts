// Issuing, listing and revoking a member's device tokens (stream device-{orgId}.{staffId}); the secret leaves the server once.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  deviceTokenDecider,
  deviceTokenStreamName,
  fieldStaffDecider,
  fieldStaffStreamName,
  type DeviceTokenCommand,
  type DeviceTokenContext,
} from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import type { DeviceTokenView, IssuedDeviceTokenView, WriteResult } from '@tourops/contracts';
import { Clock, EVENT_STORE } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { commandMetadata, handleCommand } from '../shared/handle-command';
import { formatDeviceToken, hashDeviceSecret, newDeviceSecret } from './device-token-secret';
import { loadFolded } from '../shared/folded-stream';

@Injectable()
export class DeviceTokens {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly clock: Clock,
  ) {}

  private async memberStatus(orgId: string, staffId: string): Promise<DeviceTokenContext['member']> {
    const { state } = await loadFolded(this.eventStore, fieldStaffStreamName(orgId, staffId), fieldStaffDecider);
    if (state.status === 'absent') return 'absent';
    return state.member.deleted ? 'removed' : 'active';
  }

  private async run(caller: Caller, staffId: string, command: DeviceTokenCommand) {
    const now = this.clock.now().toISOString();
    return handleCommand(this.eventStore, deviceTokenStreamName(caller.orgId, staffId), deviceTokenDecider, command, { now, member: await this.memberStatus(caller.orgId, staffId) }, {
      metadata: commandMetadata(caller.orgId, caller.userId, now),
    });
  }

  async issue(caller: Caller, staffId: string, label: string): Promise<IssuedDeviceTokenView> {
    const tokenId = randomUUID();
    const secret = newDeviceSecret();
    const outcome = await this.run(caller, staffId, { type: 'IssueDeviceToken', data: { staffId, tokenId, label, secretHash: hashDeviceSecret(secret) } });
    return {
      id: tokenId,
      tokenId,
      label: label.trim(),
      token: formatDeviceToken({ orgId: caller.orgId, staffId, tokenId, secret }),
      revision: outcome.revision,
      position: outcome.position.toString(),
    };
  }

  async revoke(caller: Caller, staffId: string, tokenId: string): Promise<WriteResult> {
    const outcome = await this.run(caller, staffId, { type: 'RevokeDeviceToken', data: { staffId, tokenId } });
    return { id: tokenId, revision: outcome.revision, position: outcome.position.toString() };
  }

  async list(caller: Caller, staffId: string): Promise<DeviceTokenView[]> {
    const [devices, member] = await Promise.all([
      loadFolded(this.eventStore, deviceTokenStreamName(caller.orgId, staffId), deviceTokenDecider),
      this.memberStatus(caller.orgId, staffId),
    ]);
    if (member === 'absent') throw new NotFoundException('Field staff member not found.');
    return devices.state.tokens.map(({ tokenId, label, issuedAt, revokedAt }) => ({ tokenId, label, issuedAt, revokedAt }));
  }
}
