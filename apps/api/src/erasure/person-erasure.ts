// Erasing a person: the erasure recorded on their own stream, then their data key shredded (the projector shreds again after a crash).
import { Inject, Injectable } from '@nestjs/common';
import { fieldStaffErasureDecider, fieldStaffStreamName, travelerErasureDecider, travelerStreamName, type Decider } from '@tourops/domain';
import type { PersonalKeyStore } from '@tourops/event-store';
import type { WriteResult } from '@tourops/contracts';
import { CommandPath, PERSONAL_KEY_STORE, writeResultOf } from '@tourops/runtime';
import type { Caller } from '../identity/auth.guard';

@Injectable()
export class PersonErasure {
  constructor(
    private readonly commands: CommandPath,
    @Inject(PERSONAL_KEY_STORE) private readonly keys: PersonalKeyStore,
  ) {}

  eraseTraveler(caller: Caller, travelerId: string, reason: string, expectedRevision?: number): Promise<WriteResult> {
    return this.erase(caller, travelerStreamName(caller.orgId, travelerId), travelerErasureDecider, { type: 'EraseTraveler', data: { reason } }, travelerId, expectedRevision);
  }

  eraseFieldStaffMember(caller: Caller, staffId: string, reason: string, expectedRevision?: number): Promise<WriteResult> {
    return this.erase(caller, fieldStaffStreamName(caller.orgId, staffId), fieldStaffErasureDecider, { type: 'EraseFieldStaffMember', data: { reason } }, staffId, expectedRevision);
  }

  /** The key id of a person is their stream's name (ADR 0030): shredding it blanks every event of theirs on the next read. */
  private async erase<C, E extends { type: string; data: unknown }, S>(
    caller: Caller,
    streamName: string,
    decider: Decider<C, E, S, { callerRole: Caller['role'] }>,
    command: C,
    resultId: string,
    expectedRevision?: number,
  ): Promise<WriteResult> {
    const result = await this.commands.run({ streamName, decider, command, caller: { orgId: caller.orgId, actorId: caller.userId }, context: () => ({ callerRole: caller.role }), expectedRevision, resultId });
    await this.keys.shred(streamName);
    return writeResultOf(result);
  }
}
