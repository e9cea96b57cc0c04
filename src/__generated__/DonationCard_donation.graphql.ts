/**
 * @generated SignedSource<<fe8136a6b30bdc1542279f28d106daca>>
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
  readonly endDueBy: string | null | undefined;
  readonly endRequestedAt: string | null | undefined;
  readonly giftRecipientName: string | null | undefined;
  readonly orders: ReadonlyArray<{
    readonly amount: number;
    readonly debitedAfterEndRequest: boolean;
    readonly donatedAt: string;
    readonly id: string;
  }>;
  readonly pause: {
    readonly done: boolean;
    readonly dueBy: string;
    readonly from: string;
    readonly until: string;
  } | null | undefined;
  readonly pendingAmountChange: {
    readonly amount: number;
    readonly dueBy: string | null | undefined;
  } | null | undefined;
  readonly project: string;
  readonly rhythm: Rhythm;
  readonly treeUnitsRequested: number;
  readonly " $fragmentType": "DonationCard_donation";
};
export type DonationCard_donation$key = {
  readonly " $data"?: DonationCard_donation$data;
  readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donatedAt",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueBy",
  "storageKey": null
};
return {
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
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "project",
      "storageKey": null
    },
    (v1/*:: as any*/),
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
      "name": "endDueBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AboAmountChange",
      "kind": "LinkedField",
      "name": "pendingAmountChange",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AboPause",
      "kind": "LinkedField",
      "name": "pause",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "from",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "until",
          "storageKey": null
        },
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "done",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Order",
      "kind": "LinkedField",
      "name": "orders",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "debitedAfterEndRequest",
          "storageKey": null
        }
      ],
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
})();

(node as any).hash = "7f05cc45371dcdace1d23e0d30086dc2";

export default node;
