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
import { CommandPath, EVENT_STORE, loadFolded, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';
import { formatDeviceToken, hashDeviceSecret, newDeviceSecret } from './device-token-secret';

@Injectable()
export class DeviceTokens {
  constructor(
    @Inject(EVENT_STORE) private readonly eventStore: EventStore,
    private readonly commands: CommandPath,
  ) {}

  private async memberStatus(orgId: string, staffId: string): Promise<DeviceTokenContext['member']> {
    const { state } = await loadFolded(this.eventStore, fieldStaffStreamName(orgId, staffId), fieldStaffDecider);
    if (state.status === 'absent') return 'absent';
    return state.member.deleted ? 'removed' : 'active';
  }

  private run(caller: Caller, staffId: string, command: DeviceTokenCommand, resultId: string) {
    return this.commands.run({
      streamName: deviceTokenStreamName(caller.orgId, staffId),
      decider: deviceTokenDecider,
      command,
      caller: { orgId: caller.orgId, actorId: caller.userId },
      context: async (_state, now) => ({ now, member: await this.memberStatus(caller.orgId, staffId) }),
      resultId,
    });
  }

  async issue(caller: Caller, staffId: string, label: string): Promise<IssuedDeviceTokenView> {
    const tokenId = randomUUID();
    const secret = newDeviceSecret();
    const outcome = await this.run(caller, staffId, { type: 'IssueDeviceToken', data: { staffId, tokenId, label, secretHash: hashDeviceSecret(secret) } }, tokenId);
    return {
      id: tokenId,
      tokenId,
      label: label.trim(),
      token: formatDeviceToken({ orgId: caller.orgId, staffId, tokenId, secret }),
      revision: outcome.revision,
      position: outcome.position,
    };
  }

  async revoke(caller: Caller, staffId: string, tokenId: string): Promise<WriteResult> {
    return writeResultOf(await this.run(caller, staffId, { type: 'RevokeDeviceToken', data: { staffId, tokenId } }, tokenId));
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
