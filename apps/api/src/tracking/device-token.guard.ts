// Authenticates a position report by its device token: right format, the path's member, known, not revoked, member still active.
import { CanActivate, ExecutionContext, ForbiddenException, Inject, Injectable, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import { checkDeviceToken, deviceTokenDecider, deviceTokenStreamName, fieldStaffDecider, fieldStaffStreamName } from '@tourops/domain';
import type { EventStore } from '@tourops/event-store';
import { EVENT_STORE, loadFolded } from '@tourops/runtime';
import { bearerToken } from '../identity/auth.guard';
import { parseDeviceToken, secretMatches } from './device-token-secret';

/** Who is reporting: taken from the verified device token only. */
export interface ReportingDevice {
  orgId: string;
  staffId: string;
  tokenId: string;
}

interface DeviceRequest {
  headers: Record<string, string | string[] | undefined>;
  params?: Record<string, string | undefined>;
  device?: ReportingDevice;
}

const UNKNOWN = 'The device token is unknown; ask an admin for a device token of this member.';

@Injectable()
export class DeviceTokenGuard implements CanActivate {
  constructor(@Inject(EVENT_STORE) private readonly eventStore: EventStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<DeviceRequest>();
    const presented = bearerToken(request.headers.authorization);
    if (!presented) throw new UnauthorizedException('Send the device token as a bearer token.');
    const token = parseDeviceToken(presented);
    if (!token) throw new UnauthorizedException('This is not a device token; positions are reported with a device token an admin issued.');
    if (request.params?.id?.toLowerCase() !== token.staffId) throw new ForbiddenException('This device token belongs to another field staff member.');
    const [devices, staff] = await Promise.all([
      loadFolded(this.eventStore, deviceTokenStreamName(token.orgId, token.staffId), deviceTokenDecider),
      loadFolded(this.eventStore, fieldStaffStreamName(token.orgId, token.staffId), fieldStaffDecider),
    ]);
    const check = checkDeviceToken(devices.state, token.tokenId, (recorded) => secretMatches(token.secret, recorded));
    if (check === 'unknown') throw new UnauthorizedException(UNKNOWN);
    if (check === 'revoked') throw new UnauthorizedException('This device token has been revoked.');
    if (staff.state.status !== 'present' || staff.state.member.deleted) throw new ForbiddenException('The field staff member of this device token has been removed.');
    request.device = { orgId: token.orgId, staffId: token.staffId, tokenId: token.tokenId };
    return true;
  }
}

/** The device a DeviceTokenGuard verified. */
export const CurrentDevice = createParamDecorator((_data: unknown, context: ExecutionContext): ReportingDevice => {
  const device = context.switchToHttp().getRequest<DeviceRequest>().device;
  if (!device) throw new UnauthorizedException('Send the device token as a bearer token.');
  return device;
});
