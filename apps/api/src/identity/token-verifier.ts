// Verifies a bearer token: with Clerk (networkless with a JWT key) when configured, else with the local identity.
import { verifyToken } from '@clerk/backend';
import { sessionTokenLifetime } from '@tourops/contracts';
import type { AppConfig } from '@tourops/runtime';
import { LocalIdentity } from './local-identity';
import { principalFromClaims, type Principal } from './principal';
import { VerifiedTokenCache } from './verified-token-cache';

export abstract class TokenVerifier {
  abstract readonly mode: 'local' | 'clerk';
  private readonly verified = new VerifiedTokenCache();

  /** The principal of a valid token (its signature checked once, then remembered until it expires); throws for anything else. */
  async verify(token: string): Promise<Principal> {
    const known = this.verified.get(token);
    if (known) return known;
    const principal = await this.verifySignature(token);
    this.verified.remember(token, principal, sessionTokenLifetime(token).expiresAt);
    return principal;
  }

  protected abstract verifySignature(token: string): Promise<Principal>;
}

export class ClerkTokenVerifier extends TokenVerifier {
  readonly mode = 'clerk' as const;
  constructor(private readonly clerk: NonNullable<AppConfig['clerk']>) {
    super();
  }
  protected async verifySignature(token: string): Promise<Principal> {
    const claims = await verifyToken(token, {
      jwtKey: this.clerk.jwtKey,
      secretKey: this.clerk.secretKey,
      authorizedParties: this.clerk.authorizedParties,
    });
    return principalFromClaims(claims as unknown as Record<string, unknown>);
  }
}

export class LocalTokenVerifier extends TokenVerifier {
  readonly mode = 'local' as const;
  constructor(readonly identity: LocalIdentity) {
    super();
  }
  protected async verifySignature(token: string): Promise<Principal> {
    return principalFromClaims(await this.identity.verify(token));
  }
}

export async function createTokenVerifier(config: AppConfig): Promise<TokenVerifier> {
  return config.clerk ? new ClerkTokenVerifier(config.clerk) : new LocalTokenVerifier(await LocalIdentity.open(config.dataDir));
}
