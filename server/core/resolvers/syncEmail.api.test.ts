import { describe, expect, it } from 'vitest';
import { mockTokenFor } from '../../../mocks/auth.js';
import { createMockServer } from '../../../mocks/executor.js';
import { USER_IDS } from '../../../mocks/fixtures/users.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import type { IdentityDirectory } from '../ports.js';

const SYNC = `mutation Sync { syncEmailFromIdentity { id email newsletter } }`;
const USER = `query User { user { id email newsletter } }`;
const ALL_USERS = `query AllUsers { allUsers { id newsletter } }`;

/** A mock token is the identity itself; mockIdentityDirectory takes its `email` as the verified address. */
const tokenWith = (email?: string) => ({ token: mockTokenFor({ sub: USER_IDS.newUser, ...(email ? { email } : {}) }) });

describe('syncEmailFromIdentity', () => {
  it('stores the address the identity provider verified, and the profile shows it', async () => {
    const gql = testClient(createMockServer());
    const res = await gql(SYNC, {}, tokenWith('lena.neu@example.org'));
    expect(res.errors).toBeUndefined();
    expect(res.data!.syncEmailFromIdentity).toEqual({
      id: USER_IDS.newUser,
      email: 'lena.neu@example.org',
      newsletter: 'NOT_SUBSCRIBED',
    });
    expect((await gql(USER, {}, 'newUser')).data!.user.email).toBe('lena.neu@example.org');
  });

  it('refuses in German and keeps the stored address while the identity provider has no verified one', async () => {
    const gql = testClient(createMockServer());
    const res = await gql(SYNC, {}, tokenWith());
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(res.errors![0].extensions!.fields).toEqual({ email: expect.stringMatching(/noch nicht bestätigt/) });
    expect((await gql(USER, {}, 'newUser')).data!.user.email).toBe('lena.neumann@example.org');
  });

  it('asks the identity provider with the caller’s own token and takes nothing from the request but that', async () => {
    const asked: string[] = [];
    const directory: IdentityDirectory = {
      verifiedEmail: async (token) => (asked.push(token), 'vom-anbieter@example.org'),
    };
    const gql = testClient(createMockServer({ identityDirectory: directory }));
    const token = mockTokenFor({ sub: USER_IDS.newUser, email: 'vom-client@example.org' });
    const res = await gql(SYNC, { email: 'vom-client@example.org' }, { token });
    expect(res.data!.syncEmailFromIdentity.email).toBe('vom-anbieter@example.org');
    expect(asked).toEqual([token]);
  });

  it('is for signed-in users only', async () => {
    const gql = testClient(createMockServer());
    expect(codes(await gql(SYNC))).toEqual(['UNAUTHENTICATED']);
  });
});

describe('User.newsletter', () => {
  it('tells the viewer the state of their own address: confirmed, pending or not subscribed', async () => {
    const gql = testClient(createMockServer());
    expect((await gql(USER, {}, 'withSubscription')).data!.user.newsletter).toBe('CONFIRMED');
    expect((await gql(USER, {}, 'newUser')).data!.user.newsletter).toBe('NOT_SUBSCRIBED');
    const pending = await gql(SYNC, {}, tokenWith('offen@example.org'));
    expect(pending.data!.syncEmailFromIdentity.newsletter).toBe('PENDING_CONFIRMATION');
  });

  it('is null for anyone but the viewer, even in the admin’s list', async () => {
    const gql = testClient(createMockServer());
    const res = await gql(ALL_USERS, {}, 'admin');
    expect(res.errors).toBeUndefined();
    const others = res.data!.allUsers.filter((u: { id: string }) => u.id !== USER_IDS.admin);
    expect(others.length).toBeGreaterThan(0);
    expect(others.every((u: { newsletter: unknown }) => u.newsletter === null)).toBe(true);
  });
});
