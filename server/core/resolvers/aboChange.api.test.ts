import { describe, expect, it } from 'vitest';
import { JONAS_ANSWERS } from '../../../mocks/fixtures/calculatorStates.js';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { CATALOG_DE_V1 } from '../domain/calculator/catalogDeV1.js';
import { findChoice, totalEmission } from '../domain/calculator/evaluate.js';
import { EUR_PER_TREE, percentAboTreesPerMonth } from '../domain/donations/rules.js';
import { AboChangeMails } from '../domain/donations/aboChangeMail.js';
import { parseDonationPush } from '../domain/donations/twinglePush.js';
import { createTwinglePushService } from '../domain/donations/twinglePushService.js';

const ABO = 'donation-jonas-abo';
const CHANGE = `
  mutation ChangeAbo($donationId: ID!, $donationType: DonationType!, $amount: Float!) {
    changeAboAmount(donationId: $donationId, donationType: $donationType, amount: $amount) {
      donationId amount donationType treeUnitsRequested active
      pendingAmountChange { amount donationType requestedAt }
    }
  }
`;
const SAVE = `
  mutation Save($answers: [CatalogAnswerInput!]!, $total: Float!) {
    updateCalculatorState(country: "DE", version: 1, answers: $answers, co2tPerTree: 0.15, co2EmissionTotal: $total) {
      state { co2EmissionTotal createdAt previousResult { co2EmissionTotal createdAt } }
    }
  }
`;
const SAVED = `query Saved { calculator(country: "DE") { state { createdAt previousResult { co2EmissionTotal createdAt } } } }`;

function answersOf(answers: Record<string, string>) {
  return {
    answers: Object.entries(answers).map(([questionId, choiceId]) => ({
      questionId,
      choiceId,
      co2Emission: findChoice(CATALOG_DE_V1, questionId, choiceId)!.co2Emission,
    })),
    total: totalEmission(CATALOG_DE_V1, answers),
  };
}

/** Jonas without the car: a smaller footprint. */
const LESS = { ...JONAS_ANSWERS, 'transport-01': 'transport-01-choice-03' };
const amountFor = (answers: Record<string, string>, percent: 50 | 100 | 150) =>
  percentAboTreesPerMonth(totalEmission(CATALOG_DE_V1, answers), percent) * EUR_PER_TREE;

function setup(now = '2026-11-25T12:00:00.000Z') {
  let time = now;
  const server = createMockServer({ clock: () => new Date(time), newId: sequentialIds() });
  // A provider that ends and changes at once (an API Twingle confirmed for an account); the team's path, production's
  // default, is tested in teamTasks.api.test.ts.
  server.payments.answer = 'ENDED';
  const gql = testClient(server);
  return { server, gql, setTime: (t: string) => (time = t) };
}

describe('a new result compares with the one before it', () => {
  it('keeps the result saved before today as previousResult for every save of the day, and only its sum and date', async () => {
    const { gql, setTime } = setup('2026-11-25T09:00:00.000Z');
    const jonasTotal = totalEmission(CATALOG_DE_V1, JONAS_ANSWERS);
    const first = await gql(SAVE, answersOf(LESS), 'withSubscription');
    expect(first.errors).toBeUndefined();
    expect(first.data!.updateCalculatorState.state.previousResult).toEqual({
      co2EmissionTotal: jonasTotal,
      createdAt: '2025-03-02T19:02:00.000Z',
    });
    // A second change the same day (Berlin) still compares with the result from before the sitting.
    setTime('2026-11-25T22:30:00.000Z');
    await gql(SAVE, answersOf(JONAS_ANSWERS), 'withSubscription');
    expect((await gql(SAVED, {}, 'withSubscription')).data!.calculator.state.previousResult).toEqual({
      co2EmissionTotal: jonasTotal,
      createdAt: '2025-03-02T19:02:00.000Z',
    });
    // The next day, the result of the 25th is the one to compare with.
    setTime('2026-11-26T08:00:00.000Z');
    await gql(SAVE, answersOf(LESS), 'withSubscription');
    expect((await gql(SAVED, {}, 'withSubscription')).data!.calculator.state).toEqual({
      createdAt: '2026-11-26T08:00:00.000Z',
      previousResult: { co2EmissionTotal: jonasTotal, createdAt: '2026-11-25T22:30:00.000Z' },
    });
  });

  it('has no previous result for a first result', async () => {
    const { gql } = setup();
    const res = await gql(SAVE, answersOf(LESS), 'newUser');
    expect(res.data!.updateCalculatorState.state.previousResult).toBeNull();
  });
});

describe('switching an Abo to the new result’s amount goes through the payment provider first', () => {
  it('changes amount, kind and trees once the provider changed it, with one key per change', async () => {
    const { server, gql } = setup();
    await gql(SAVE, answersOf(LESS), 'withSubscription');
    const amount = amountFor(LESS, 100);
    const res = await gql(CHANGE, { donationId: ABO, donationType: 'percent_100', amount }, 'withSubscription');
    expect(res.errors).toBeUndefined();
    expect(res.data!.changeAboAmount).toEqual({
      donationId: ABO,
      amount,
      donationType: 'percent_100',
      treeUnitsRequested: amount / 5,
      active: true,
      pendingAmountChange: null,
    });
    expect(server.payments.changes).toEqual([
      { donationId: ABO, amountCents: amount * 100, idempotencyKey: `klimahain-change-${ABO}-1-${amount * 100}` },
    ]);
    expect(await server.repos.aboChanges.listByDonation(ABO)).toEqual([
      expect.objectContaining({ fromAmount: 35, toAmount: amount, state: 'CHANGED' }),
    ]);
    // Jonas is told what runs now, in German.
    expect(server.mailer.sent.map((m) => [m.to, m.subject])).toEqual([
      ['jonas.berger@example.org', 'Dein Abo ist geändert'],
    ]);
    expect(server.mailer.sent[0].text).toContain(`dein Abo läuft ab jetzt mit ${amount},00\u00a0€ im Monat`);
    expect(server.mailer.sent[0].text).toContain('Vorher waren es 35,00\u00a0€ im Monat.');
    // The donor's data export lists the change with the donation.
    const exported = await gql(`query Export { myDataExport { json } }`, {}, 'withSubscription');
    const abo = JSON.parse(exported.data!.myDataExport.json).donations.find(
      (d: { donationId: string }) => d.donationId === ABO,
    );
    expect(abo.amountChanges).toEqual([
      {
        fromAmount: 35,
        fromDonationType: 'percent_100',
        toAmount: amount,
        toDonationType: 'percent_100',
        requestedAt: '2026-11-25T12:00:00.000Z',
        state: 'CHANGED',
        idempotencyKey: `klimahain-change-${ABO}-1-${amount * 100}`,
      },
    ]);
    // Asked again for the amount it has now: nothing to change, the provider is not asked.
    const again = await gql(CHANGE, { donationId: ABO, donationType: 'percent_100', amount }, 'withSubscription');
    expect(again.errors![0].extensions!.fields).toEqual({
      amount: `Dein Abo hat schon diesen Betrag (${amount},00\u00a0€ im Monat).`,
    });
    expect(server.payments.changes).toHaveLength(1);
  });

  it('leaves the Abo as it was when the provider cannot be reached: a German error; a retry changes it once', async () => {
    const { server, gql } = setup();
    await gql(SAVE, answersOf(LESS), 'withSubscription');
    const before = await server.repos.donations.findById(ABO);
    server.payments.answer = 'unavailable';
    const amount = amountFor(LESS, 150);
    const vars = { donationId: ABO, donationType: 'percent_150', amount };
    const failed = await gql(CHANGE, vars, 'withSubscription');
    expect(codes(failed)).toEqual(['PAYMENT_PROVIDER_UNAVAILABLE']);
    expect(failed.errors![0].message).toBe(
      'Wir konnten dein Abo gerade nicht ändern: Unser Zahlungsdienstleister Twingle hat nicht geantwortet. Dein Abo läuft unverändert mit 35,00\u00a0€ im Monat weiter. Bitte versuche es in ein paar Minuten erneut.',
    );
    expect(await server.repos.donations.findById(ABO)).toEqual(before);
    expect(await server.repos.aboChanges.listByDonation(ABO)).toEqual([]);
    server.payments.answer = 'ENDED';
    expect((await gql(CHANGE, vars, 'withSubscription')).data!.changeAboAmount).toMatchObject({ amount });
  });

  it('shows a change the provider confirms later as pending, with the old amount still running', async () => {
    const { server, gql } = setup();
    await gql(SAVE, answersOf(LESS), 'withSubscription');
    server.payments.answer = 'END_REQUESTED';
    const amount = amountFor(LESS, 50);
    const vars = { donationId: ABO, donationType: 'percent_050', amount };
    const res = await gql(CHANGE, vars, 'withSubscription');
    expect(res.data!.changeAboAmount).toEqual({
      donationId: ABO,
      amount: 35,
      donationType: 'percent_100',
      treeUnitsRequested: 7,
      active: true,
      pendingAmountChange: { amount, donationType: 'percent_050', requestedAt: '2026-11-25T12:00:00.000Z' },
    });
    // The same request again changes nothing; another one waits until Twingle confirms.
    expect((await gql(CHANGE, vars, 'withSubscription')).data!.changeAboAmount.pendingAmountChange).toMatchObject({
      amount,
    });
    const other = await gql(CHANGE, { ...vars, donationType: 'custom_abo', amount: 50 }, 'withSubscription');
    expect(other.errors![0].extensions!.fields).toEqual({
      amount: `Twingle bestätigt noch deine letzte Änderung auf ${amount},00\u00a0€ im Monat. Danach kannst du den Betrag wieder ändern.`,
    });
    expect(server.payments.changes).toHaveLength(1);
  });

  it('takes the pending amount once Twingle debits it: the instalment of the new amount confirms the change', async () => {
    const { server, gql } = setup();
    await gql(SAVE, answersOf(LESS), 'withSubscription');
    server.payments.answer = 'END_REQUESTED';
    const amount = amountFor(LESS, 50);
    await gql(CHANGE, { donationId: ABO, donationType: 'percent_050', amount }, 'withSubscription');
    // Twingle's instalments name the Abo by its first payment's transaction.
    await server.repos.donations.save({
      ...(await server.repos.donations.findById(ABO))!,
      paymentProviderTransactionId: 'trx-jonas',
    });
    const push = createTwinglePushService(server.repos, {
      clock: () => new Date('2026-12-02T08:00:00.000Z'),
      newId: sequentialIds('push'),
      payments: server.payments,
      acceptTestDonations: true,
      changeMails: new AboChangeMails(server.repos.users, server.mailer, {
        appUrl: 'https://klimahain.example',
        teamEmail: 'team@klimahain.example',
      }),
    });
    expect(server.mailer.sent.map((m) => m.subject)).toEqual(['Dein Abo wird geändert']);
    expect(server.mailer.sent[0].text).toContain('Bis dahin läuft dein Abo mit 35,00\u00a0€ im Monat weiter');
    const instalment = (trx: string, cents: number) =>
      push.record(
        parseDonationPush({
          project_id: 'p',
          trx_id: trx,
          parent_trx_id: 'trx-jonas',
          confirmed_at: '20261202080000',
          amount: String(cents),
          currency: 'EUR',
          payment_method: 'debit_automatic',
          donation_rhythm: 'monthly',
        }),
      );
    const ABO_STATE = `query Abos { getDonations(active: true) { donationId amount donationType treeUnitsRequested pendingAmountChange { amount } } }`;

    // One more debit of the old amount was already under way: still pending.
    await instalment('trx-old-amount', 3500);
    expect((await gql(ABO_STATE, {}, 'withSubscription')).data!.getDonations[0]).toMatchObject({
      amount: 35,
      pendingAmountChange: { amount },
    });
    await instalment('trx-new-amount', amount * 100);
    expect((await gql(ABO_STATE, {}, 'withSubscription')).data!.getDonations[0]).toEqual({
      donationId: ABO,
      amount,
      donationType: 'percent_050',
      treeUnitsRequested: amount / EUR_PER_TREE,
      pendingAmountChange: null,
    });
    expect(server.mailer.sent.map((m) => m.subject)).toEqual(['Dein Abo wird geändert', 'Dein Abo ist geändert']);
    expect(server.mailer.sent[1].text).toContain('Twingle hat die Änderung bestätigt und den neuen Betrag abgebucht');
    const orders = await server.repos.orders.listByDonation(ABO);
    expect(orders.find((o) => o.paymentProviderTransactionId === 'trx-new-amount')).toMatchObject({
      amount,
      donationType: 'percent_050',
    });
  });

  it('refuses a percent amount that is not that share of the saved result, another donor’s Abo and guests', async () => {
    const { server, gql } = setup();
    const wrong = await gql(CHANGE, { donationId: ABO, donationType: 'percent_150', amount: 35 }, 'withSubscription');
    expect(wrong.errors![0].extensions!.fields).toEqual({
      amount: `Ein 150-%-Abo deines gespeicherten Ergebnisses kostet ${amountFor(JONAS_ANSWERS, 150)},00\u00a0€ im Monat.`,
    });
    const strange = await gql(CHANGE, { donationId: ABO, donationType: 'custom_abo', amount: 20 }, 'withDonations');
    expect(codes(strange)).toEqual(['NOT_FOUND']);
    expect(codes(await gql(CHANGE, { donationId: ABO, donationType: 'custom_abo', amount: 20 }))).toEqual([
      'UNAUTHENTICATED',
    ]);
    expect(server.payments.changes).toEqual([]);
  });
});
