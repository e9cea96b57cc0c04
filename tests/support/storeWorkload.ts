import { JONAS_ANSWERS } from '../../mocks/fixtures/calculatorStates.js';
import { CATALOG_DE_V1 } from '../../server/core/domain/calculator/catalogDeV1.js';
import { findChoice, totalEmission } from '../../server/core/domain/calculator/evaluate.js';

/**
 * The writes and reads a donor makes, as GraphQL requests: shared by the crash test and `npm run bench:store`, so
 * both measure what the app really sends.
 */
export type Send = (query: string, variables: Record<string, unknown>, token?: string) => Promise<GraphQLAnswer>;
export interface GraphQLAnswer {
  status: number;
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const INTENT = 'mutation($p: String!) { createTwingleCampaignId(project: $p) }';
const DONATE = `mutation($d: InputDonation!) { createDonation(donation: $d) { donationId amount orders { treeUnits orderState } } }`;
const SAVE = `mutation($country: String!, $version: Int!, $answers: [CatalogAnswerInput!]!, $co2tPerTree: Float!, $co2EmissionTotal: Float!) {
  updateCalculatorState(country: $country, version: $version, answers: $answers, co2tPerTree: $co2tPerTree, co2EmissionTotal: $co2EmissionTotal) {
    state { co2EmissionTotal answers { questionId choiceId } }
  }
}`;
export const ACCOUNT_QUERY = `{
  trees { treeCountTotal carbonAbsorptionYearlyTons plotList { plotId treeCount } }
  getDonations { donationId amount active orders { treeUnits orderState } }
}`;
export const STATE_QUERY = `{ calculator(country: "DE") { state { co2EmissionTotal answers { questionId choiceId } } } }`;

const ok = (answer: GraphQLAnswer) => answer.status === 200 && !answer.errors && answer.data != null;

/** One Spende: payment intent, then the donation with a transaction id; returns the donation id once acknowledged. */
export async function donate(send: Send, token: string, trx: string, euros = 25): Promise<string | null> {
  const intent = await send(INTENT, { p: 'uganda' }, token);
  if (!ok(intent)) return null;
  const donation = {
    amount: euros,
    currency: 'EUR',
    donatedAt: new Date().toISOString(),
    donationType: 'custom_one_time',
    project: 'uganda',
    rhythm: 'one_time',
    treeProvider: 'fairventures',
    treeProviderTransactionId: intent.data!.createTwingleCampaignId,
    treeUnitsRequested: Math.floor(euros / 5),
    paymentProvider: 'TWINGLE',
    paymentProviderTransactionId: trx,
  };
  const answer = await send(DONATE, { d: donation }, token);
  return ok(answer) ? answer.data!.createDonation.donationId : null;
}

/** Answers that differ by the number of short-haul flights (n mod 6); returns the total the server must keep. */
export function footprint(n: number) {
  const answers: Record<string, string> = { ...JONAS_ANSWERS, 'transport-02': `transport-02-choice-0${(n % 6) + 1}` };
  return {
    total: totalEmission(CATALOG_DE_V1, answers),
    variables: {
      country: 'DE',
      version: CATALOG_DE_V1.version,
      co2tPerTree: CATALOG_DE_V1.basicCO2tPerTree,
      co2EmissionTotal: totalEmission(CATALOG_DE_V1, answers),
      answers: Object.entries(answers).map(([questionId, choiceId]) => ({
        questionId,
        choiceId,
        co2Emission: findChoice(CATALOG_DE_V1, questionId, choiceId)!.co2Emission,
      })),
    },
  };
}

/** Saves footprint(n); true once acknowledged. */
export async function saveFootprint(send: Send, token: string, n: number): Promise<boolean> {
  return ok(await send(SAVE, footprint(n).variables, token));
}

/** A Send over HTTP to a running server. */
export function httpSend(graphqlUrl: string): Send {
  return async (query, variables, token) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers['x-access-code'] = token;
    const res = await fetch(graphqlUrl, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
    return { status: res.status, ...(await res.json()) };
  };
}
