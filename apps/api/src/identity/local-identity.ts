// Local identity for development: signs session tokens of Clerk's v2 shape with a key kept in DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK, type CryptoKey } from 'jose';
import type { DevSessionBody } from '@tourops/contracts';

const ISSUER = 'tourops-local-identity';
const ALGORITHM = 'ES256';
const TOKEN_LIFETIME = '12h';

export class LocalIdentity {
  private constructor(
    private readonly privateKey: CryptoKey,
    private readonly publicKey: CryptoKey,
  ) {}

  /** Loads the signing key from `${dataDir}/local-identity-key.json`, creating it on first use. */
  static async open(dataDir: string): Promise<LocalIdentity> {
    const file = path.join(dataDir, 'local-identity-key.json');
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.existsSync(file)) {
      const pair = await generateKeyPair(ALGORITHM, { extractable: true });
      const jwk = { private: await exportJWK(pair.privateKey), public: await exportJWK(pair.publicKey) };
      fs.writeFileSync(file, JSON.stringify(jwk), { mode: 0o600, flag: 'wx' });
    }
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { private: JWK; public: JWK };
    return new LocalIdentity(
      (await importJWK(stored.private, ALGORITHM)) as CryptoKey,
      (await importJWK(stored.public, ALGORITHM)) as CryptoKey,
    );
  }

  /** A session token; `lifetime` as jose reads it ('12h', '3s'). */
  async signSession(session: Required<DevSessionBody>, lifetime: string = TOKEN_LIFETIME): Promise<string> {
    const slug = session.orgId.toLowerCase();
    return new SignJWT({
      v: 2,
      o: { id: session.orgId, rol: session.role.replace(/^org:/, ''), slg: slug },
      org_name: session.orgName,
      name: session.name,
      email: session.email,
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(session.userId)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(lifetime)
      .sign(this.privateKey);
  }

  /** The verified claims, or an error for a token this key did not sign or that has expired. */
  async verify(token: string): Promise<Record<string, unknown>> {
    const { payload } = await jwtVerify(token, this.publicKey, { issuer: ISSUER, algorithms: [ALGORITHM] });
    return payload;
  }
}
