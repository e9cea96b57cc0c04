import { describe, expect, it } from 'vitest';
import { cognitoIdentityDirectory } from './identityDirectory.js';

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
const pool = { region: 'eu-central-1', endpoint: 'http://127.0.0.1:9229' };

describe('cognitoIdentityDirectory', () => {
  it('gives the e-mail only when Cognito marks it verified', async () => {
    const verified = answer(200, {
      UserAttributes: [
        { Name: 'email', Value: 'neu@example.org' },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    const unverified = answer(200, {
      UserAttributes: [
        { Name: 'email', Value: 'neu@example.org' },
        { Name: 'email_verified', Value: 'false' },
      ],
    });
    expect(await cognitoIdentityDirectory(pool, verified).verifiedEmail('t')).toBe('neu@example.org');
    expect(await cognitoIdentityDirectory(pool, unverified).verifiedEmail('t')).toBeNull();
  });

  it('turns a refused token into UNAUTHENTICATED', async () => {
    const refused = answer(400, { __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    await expect(cognitoIdentityDirectory(pool, refused).verifiedEmail('t')).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });
});
