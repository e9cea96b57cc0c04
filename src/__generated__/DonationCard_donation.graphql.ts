/**
 * @generated SignedSource<<de02284413dc3fb77579c5178549544d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type Rhythm = "halfyearly" | "monthly" | "one_time" | "quarterly" | "yearly" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DonationCard_donation$data = {
  readonly active: boolean;
  readonly amount: number;
  readonly canceledAt: string | null | undefined;
  readonly donatedAt: string;
  readonly donationId: string;
  readonly donationType: DonationType;
  readonly endRequestedAt: string | null | undefined;
  readonly giftRecipientName: string | null | undefined;
  readonly project: string;
  readonly rhythm: Rhythm;
  readonly treeUnitsRequested: number;
  readonly " $fragmentType": "DonationCard_donation";
};
export type DonationCard_donation$key = {
  readonly " $data"?: DonationCard_donation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DonationCard_donation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "donationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "donationType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rhythm",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "project",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "donatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canceledAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endRequestedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treeUnitsRequested",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "giftRecipientName",
      "storageKey": null
    }
  ],
  "type": "OutputDonation",
  "abstractKey": null
};

(node as any).hash = "183bb43dea148d76cb4337163a40acef";

export default node;
