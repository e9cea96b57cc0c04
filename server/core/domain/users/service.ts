import { badInput, notFound, unauthenticated } from '../../errors.js';
import type { Clock, Identity, IdGenerator } from '../../ports.js';
import type { AddressRecord, NewsletterSubscriberRecord, Repositories, UserRecord } from '../../repositories/types.js';
import type { DonationService } from '../donations/service.js';
import { newsletterLockKey, type NewsletterService } from '../newsletter/service.js';
import { cleanOptional, Validator } from '../validate.js';
import { checkAddress, checkProfile, type AddressInput, type ProfileInput } from './validateProfile.js';

export class UserService {
  constructor(
    private readonly repos: Pick<
      Repositories,
      | 'users'
      | 'calculatorStates'
      | 'plots'
      | 'newsletter'
      | 'paymentIntents'
      | 'contactMessages'
      | 'frontendErrors'
      | 'receipts'
      | 'treeGifts'
      | 'mailQueue'
    >,
    private readonly donations: DonationService,
    private readonly newsletter: Pick<NewsletterService, 'startDoubleOptInUnlocked'>,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    private readonly atomically: Repositories['atomically'],
  ) {}

  list(): Promise<UserRecord[]> {
    return this.repos.users.list();
  }

  /**
   * The viewer's User record. A new sign-up has none until its first authenticated request, which creates it
   * from the identity's attributes, so the identity provider stays the one place where sign-up happens. A ticked
   * newsletter box starts the double opt-in then: confirming the account is not consent to the newsletter mail.
   */
  async viewerUser(identity: Identity): Promise<UserRecord> {
    const existing = await this.repos.users.findById(identity.sub);
    if (existing?.closedAt) throw unauthenticated('Dieses Konto wurde geschlossen.');
    if (existing) return existing;
    const email = identity.email;
    if (!email) throw notFound('Zu dieser Anmeldung gibt es kein Konto.');
    // A new sign-up's first page sends several requests at once: only one may create the User and send the mail.
    return this.atomically([`user:${identity.sub}`, newsletterLockKey(email)], async () => {
      const created = await this.repos.users.findById(identity.sub);
      return created ?? this.createUser(identity, email);
    });
  }

  private async createUser(identity: Identity, email: string): Promise<UserRecord> {
    const user: UserRecord = {
      id: identity.sub,
      email,
      firstName: identity.givenName ?? '',
      lastName: identity.familyName ?? '',
      createdAt: this.clock(),
      address: null,
      birthdate: null,
      companyName: null,
      salutation: null,
      profileCompletionSuppressedAt: null,
      closedAt: null,
    };
    // Consent first: if the mail cannot go out, no User exists yet and the next request tries both again.
    if (identity.newsletter) await this.newsletter.startDoubleOptInUnlocked(user.email);
    await this.repos.users.save(user);
    return user;
  }

  async updateProfile(user: UserRecord, input: ProfileInput): Promise<UserRecord> {
    const v = new Validator();
    checkProfile(v, input, this.clock());
    v.throwIfInvalid();
    return this.change(user, (current) => ({
      ...current,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      salutation: cleanOptional(input.salutation),
      companyName: cleanOptional(input.companyName),
      birthdate: input.birthdate ?? null,
      address: input.address ? this.toAddress(current, input.address) : current.address,
    }));
  }

  async updateAddress(user: UserRecord, input: AddressInput): Promise<AddressRecord> {
    const v = new Validator();
    checkAddress(v, input, 'address');
    v.throwIfInvalid();
    const changed = await this.change(user, (current) => ({ ...current, address: this.toAddress(current, input) }));
    return changed.address!;
  }

  suppressProfileCompletion(user: UserRecord, at: Date): Promise<UserRecord> {
    return this.change(user, (current) => ({ ...current, profileCompletionSuppressedAt: at }));
  }

  /** Whether the tree provider's progress mails reach this user (on unless they switched them off). */
  async orderMailsEnabled(userId: string): Promise<boolean> {
    return !(await this.repos.users.orderMailsOff(userId));
  }

  /** Whether the past year's Sammelbestätigung is mailed to this user each January (off unless they ask). */
  receiptMailsEnabled(userId: string): Promise<boolean> {
    return this.repos.users.receiptMailsOn(userId);
  }

  async setReceiptMailsEnabled(user: UserRecord, enabled: boolean): Promise<UserRecord> {
    await this.repos.users.setReceiptMailsOn(user.id, enabled);
    return user;
  }

  async setOrderMailsEnabled(user: UserRecord, enabled: boolean): Promise<UserRecord> {
    await this.repos.users.setOrderMailsOff(user.id, !enabled);
    return user;
  }

  /**
   * After an e-mail change at the identity provider the stored address follows the one it has verified. The address
   * comes from the identity provider (GetUser with the caller's token), never from the client: null means it is not
   * verified (yet), and nothing changes. Newsletter consent stays with the address it was given for.
   */
  async syncEmail(user: UserRecord, verifiedEmail: string | null): Promise<UserRecord> {
    const email = verifiedEmail?.trim();
    if (!email) {
      throw badInput({
        email:
          'Deine neue E-Mail-Adresse ist noch nicht bestätigt. Bitte klicke zuerst auf den Link in unserer E-Mail.',
      });
    }
    if (email === user.email) return user;
    return this.change(user, (current) => ({ ...current, email }));
  }

  /** The newsletter state of the user's own address (double opt-in record, whatever its spelling). */
  async newsletterState(user: UserRecord): Promise<NewsletterSubscriberRecord['status'] | 'NOT_SUBSCRIBED'> {
    if (user.closedAt) return 'NOT_SUBSCRIBED';
    return (await this.repos.newsletter.findByEmail(user.email))?.status ?? 'NOT_SUBSCRIBED';
  }

  /** Read-modify-write of one User under its lock, so two edits at once (profile and address) both survive. */
  private change(user: UserRecord, edit: (current: UserRecord) => UserRecord): Promise<UserRecord> {
    return this.atomically([`user:${user.id}`], async () => {
      const next = edit((await this.repos.users.findById(user.id)) ?? user);
      await this.repos.users.save(next);
      return next;
    });
  }

  /** deleteUser: personal data removed, the record kept as a tombstone, active donations cancelled. */
  async close(user: UserRecord) {
    const cancelled = await this.donations.cancelAllActive(user.id);
    await this.repos.calculatorStates.deleteAllOfUser(user.id);
    await this.repos.users.save({
      ...user,
      email: `geschlossen-${user.id}@konto.invalid`,
      firstName: '',
      lastName: '',
      address: null,
      birthdate: null,
      companyName: null,
      salutation: null,
      profileCompletionSuppressedAt: null,
      closedAt: this.clock(),
    });
    return cancelled;
  }

  /**
   * dropUser (Art. 17 DSGVO): the user row and everything personal removed. Donations and orders stay for the tax
   * law's 10 years (§ 147 AO) as pseudonymised records — amounts and dates, no link to a person; so do payment
   * intents, plot allocations and frontend error reports. Calculator results go, and so do the contact messages and
   * the newsletter consent record of the account's address: deleting the account withdraws the consent (Art. 7(3)),
   * and a record kept only to prove it would have to keep the address. What the page promises is exactly this list
   * (src/features/auth/DropAccountSection.tsx).
   *
   * The Abos end first, at the payment provider: if that fails, the error reaches the donor and no personal data has
   * been touched (an Abo ended before the failure stays ended; the retry ends the rest). The deletion itself is one
   * unit (one transaction on SQL): it happens completely or not at all.
   */
  async drop(user: UserRecord) {
    const cancelled = await this.donations.cancelAllActive(user.id);
    await this.atomically([`user:${user.id}`, newsletterLockKey(user.email)], async () => {
      await this.repos.calculatorStates.deleteAllOfUser(user.id);
      await this.donations.anonymize(user.id);
      await this.repos.paymentIntents.anonymizeByUser(user.id);
      await this.repos.plots.anonymizeAllocations(user.id);
      await this.repos.frontendErrors.detachUser(user.id);
      await this.repos.contactMessages.deleteByEmail(user.email);
      await this.repos.newsletter.deleteByEmail(user.email);
      // The mail outbox (issue 34 §1): mails to, from or about the address go too, sent or still waiting.
      await this.repos.mailQueue.deleteByAddress(user.email);
      // Receipts stay like donations (§ 50 Abs. 7 EStDV): number, amounts and hash, without the person and address.
      await this.repos.receipts.anonymizeByUser(user.id);
      // Gifts (issue 26 §1): the giver's lose recipient, address and message; claimed ones lose the claimant.
      await this.repos.treeGifts.anonymizeByUser(user.id);
      await this.repos.users.delete(user.id);
    });
    return cancelled.map((d) => ({ ...d, userId: null }));
  }

  private toAddress(user: UserRecord, input: AddressInput): AddressRecord {
    return {
      id: user.address?.id ?? this.newId(),
      country: cleanOptional(input.country),
      place: cleanOptional(input.place),
      street: cleanOptional(input.street),
      zip: cleanOptional(input.zip),
    };
  }
}
