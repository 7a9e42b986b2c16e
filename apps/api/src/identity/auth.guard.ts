// The guard in front of every route: a verified session, an active organization, and a role the route allows.
import { CanActivate, ExecutionContext, ForbiddenException, Injectable, SetMetadata, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ROLES, type Role } from '@tourops/contracts';
import { withDirectoryRole } from './directory-role';
import { MemberDirectoryStream } from './member-directory-stream';
import type { Principal } from './principal';
import { TokenVerifier } from './token-verifier';

const PUBLIC_KEY = 'tourops:public';
const ROLES_KEY = 'tourops:roles';

/** The route needs no session. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);
/** Only these roles may call the route (default: every role). */
export const AllowRoles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
/** Roles that may plan and operate: everyone but auditors. */
export const Operators = () => AllowRoles('org:admin', 'org:member');

/** A principal whose organization and role are known: what every guarded route receives. */
export type Caller = Principal & { orgId: string; role: Role };

interface GuardedRequest {
  headers: Record<string, string | string[] | undefined>;
  caller?: Caller;
}

export function bearerToken(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match ? match[1] : null;
}

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
    private readonly directory: MemberDirectoryStream,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedException('Sign in first: send your session token as a bearer token.');
    let principal: Principal;
    try {
      principal = await this.verifier.verify(token);
    } catch {
      throw new UnauthorizedException('The session token is invalid or has expired; sign in again.');
    }
    if (!principal.orgId) throw new ForbiddenException('Organization ID is missing.');
    // Local identity: the member directory's current role, so role changes and removals apply to issued tokens at once.
    if (this.verifier.mode === 'local') principal = withDirectoryRole(principal, await this.directory.state(principal.orgId));
    const allowed = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? ROLES;
    if (!principal.role || !allowed.includes(principal.role))
      throw new ForbiddenException(`This needs the role ${allowed.join(' or ')}; your role is ${principal.role ?? 'not one this product knows'}.`);
    request.caller = principal as Caller;
    return true;
  }
}

/** The verified caller of a guarded route. */
export const CurrentCaller = createParamDecorator((_data: unknown, context: ExecutionContext): Caller => {
  const caller = context.switchToHttp().getRequest<GuardedRequest>().caller;
  if (!caller) throw new UnauthorizedException('Sign in first.');
  return caller;
});
