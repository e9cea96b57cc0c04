import { describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../../../mocks/fixtures/seed.js';
import { createMemoryRepositories } from '../../repositories/memory/createMemoryRepositories.js';
import { secretHash } from '../teamTasks/teamTaskLink.js';
import { AboManageLinks, MANAGE_LINK_INVALID, manageLinkLines } from './aboManageLink.js';

const ABO = 'donation-jonas-abo';

function setup() {
  let now = new Date('2026-11-27T09:00:00.000Z');
  const repos = createMemoryRepositories(fixtureSeed);
  const links = new AboManageLinks(repos, { appUrl: 'https://klimahain.example' }, () => now);
  const secretOf = (url: string) => url.split('#')[1];
  return { repos, links, secretOf, setNow: (at: string) => (now = new Date(at)) };
}

describe('AboManageLinks', () => {
  it('issues a link with the secret in the fragment and stores only its SHA-256', async () => {
    const { repos, links, secretOf } = setup();
    const url = await links.issue(ABO);
    expect(url).toMatch(/^https:\/\/klimahain\.example\/abo\/verwalten\/donation-jonas-abo#[A-Za-z0-9_-]{22}$/);
    const stored = (await repos.aboManageLinks.find(ABO))!;
    expect(stored.tokenHash).toBe(await secretHash(secretOf(url)));
    expect(stored.expiresAt.toISOString()).toBe('2026-12-27T09:00:00.000Z');
    expect((await links.donationOf(ABO, secretOf(url)))?.donationId).toBe(ABO);
  });

  it('opens only its own Abo, and nothing with a wrong or empty secret', async () => {
    const { links, secretOf } = setup();
    const secret = secretOf(await links.issue(ABO));
    expect(await links.donationOf('donation-jonas-wunschabo', secret)).toBeNull();
    expect(await links.donationOf('donation-mira-02', secret)).toBeNull();
    expect(await links.donationOf(ABO, `${secret}x`)).toBeNull();
    expect(await links.donationOf(ABO, '')).toBeNull();
    await expect(links.ownerOf('donation-mira-02', secret)).rejects.toThrow(MANAGE_LINK_INVALID);
  });

  it('stops working after 30 days, and when a newer mail brings a new link', async () => {
    const { links, secretOf, setNow } = setup();
    const first = secretOf(await links.issue(ABO));
    const second = secretOf(await links.issue(ABO));
    expect(await links.donationOf(ABO, first)).toBeNull();
    expect(await links.ownerOf(ABO, second)).toBe(fixtureSeed.donations.find((d) => d.donationId === ABO)!.userId);
    setNow('2026-12-27T08:59:59.999Z');
    expect(await links.donationOf(ABO, second)).not.toBeNull();
    setNow('2026-12-27T09:00:00.000Z');
    expect(await links.donationOf(ABO, second)).toBeNull();
  });

  it('opens nothing once the Abo has no owner (account closed)', async () => {
    const { repos, links, secretOf } = setup();
    const secret = secretOf(await links.issue(ABO));
    await repos.donations.save({ ...(await repos.donations.findById(ABO))!, userId: null });
    expect(await links.donationOf(ABO, secret)).toBeNull();
  });

  it('says in the mail what the link does, for how long, and that the next mail replaces it', () => {
    expect(manageLinkLines(null)).toEqual([]);
    expect(manageLinkLines('https://x/abo/verwalten/a#b').join('\n')).toBe(
      '\nAbo verwalten – Betrag ändern, pausieren oder beenden, ohne Anmeldung (der Link gilt 30 Tage und nur für dieses Abo; die nächste E-Mail zu deinem Abo bringt einen neuen, dann gilt dieser nicht mehr):\nhttps://x/abo/verwalten/a#b',
    );
  });
});
