// Clerk session tokens verified networkless with CLERK_JWT_KEY, in both claim shapes.
import { generateKeyPairSync } from 'node:crypto';
import { SignJWT, importPKCS8 } from 'jose';
import { ClerkTokenVerifier } from './token-verifier';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwtKey = publicKey.export({ type: 'spki', format: 'pem' }).toString();
const pkcs8 = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

async function clerkToken(claims: Record<string, unknown>, expiresIn = '5m') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'ins_test' })
    .setSubject('user_2abc')
    .setIssuer('https://clerk.example.accounts.dev')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 5)
    .setNotBefore(Math.floor(Date.now() / 1000) - 5)
    .setExpirationTime(expiresIn)
    .sign(await importPKCS8(pkcs8, 'RS256'));
}

const verifier = new ClerkTokenVerifier({ jwtKey });

describe('Clerk session tokens', () => {
  it('reads v1 claims (org_id, org_role, org_slug, org_permissions)', async () => {
    const principal = await verifier.verify(
      await clerkToken({ sid: 'sess_1', org_id: 'org_1', org_role: 'org:member', org_slug: 'acme', org_permissions: ['org:tours:manage'] }),
    );
    expect(principal).toMatchObject({ userId: 'user_2abc', orgId: 'org_1', role: 'org:member', orgSlug: 'acme', permissions: ['org:tours:manage'] });
  });

  it('reads v2 claims (o: {id, rol, slg, per})', async () => {
    const principal = await verifier.verify(await clerkToken({ v: 2, sid: 'sess_1', o: { id: 'org_2', rol: 'admin', slg: 'beta', per: 'read,write' } }));
    expect(principal).toMatchObject({ orgId: 'org_2', role: 'org:admin', orgSlug: 'beta', permissions: ['read', 'write'] });
  });

  it('knows a session without an organization', async () => {
    expect((await verifier.verify(await clerkToken({ sid: 'sess_1' }))).orgId).toBeNull();
  });

  it('refuses a token signed by another key or already expired', async () => {
    const other = new ClerkTokenVerifier({ jwtKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString() });
    await expect(other.verify(await clerkToken({ org_id: 'org_1' }))).rejects.toThrow();
    const expired = await new SignJWT({ org_id: 'org_1' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('user_2abc')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1800)
      .sign(await importPKCS8(pkcs8, 'RS256'));
    await expect(verifier.verify(expired)).rejects.toThrow();
  });
});
