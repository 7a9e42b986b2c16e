// A session token's lifetime read from its payload without verifying it: the api times a socket's end by it, the web its renewal.

export interface SessionTokenLifetime {
  /** The `iat` claim, ms since epoch. */
  issuedAt?: number;
  /** The `exp` claim, ms since epoch. */
  expiresAt?: number;
}

/** The `iat` and `exp` claims of a JWT as ms since epoch; nothing for a claim that is missing, or from garbage. */
export function sessionTokenLifetime(token: string): SessionTokenLifetime {
  try {
    const base64 = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { iat?: unknown; exp?: unknown };
    return {
      ...(typeof claims.iat === 'number' ? { issuedAt: claims.iat * 1000 } : {}),
      ...(typeof claims.exp === 'number' ? { expiresAt: claims.exp * 1000 } : {}),
    };
  } catch {
    return {};
  }
}
