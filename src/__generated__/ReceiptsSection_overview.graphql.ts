/**
 * @generated SignedSource<<3a1b7592e143f386a0749756e3d830fe>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ReceiptsSection_overview$data = {
  readonly addressComplete: boolean;
  readonly gifts: ReadonlyArray<{
    readonly amount: number;
    readonly annualReceiptNumber: string | null | undefined;
    readonly donatedAt: string;
    readonly donationType: DonationType;
    readonly id: string;
    readonly orderId: string;
    readonly project: string;
  }>;
  readonly years: ReadonlyArray<{
    readonly giftCount: number;
    readonly id: string;
    readonly receiptNumber: string | null | undefined;
    readonly total: number;
    readonly year: number;
  }>;
  readonly " $fragmentType": "ReceiptsSection_overview";
};
export type ReceiptsSection_overview$key = {
  readonly " $data"?: ReceiptsSection_overview$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReceiptsSection_overview">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReceiptsSection_overview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "addressComplete",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReceiptGift",
      "kind": "LinkedField",
      "name": "gifts",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "orderId",
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
          "name": "amount",
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
          "name": "project",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "annualReceiptNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ReceiptYear",
      "kind": "LinkedField",
      "name": "years",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "year",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "giftCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "receiptNumber",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ReceiptOverview",
  "abstractKey": null
};
})();

(node as any).hash = "dd900b6aa43eb04c8fb924d3935b9549";

export default node;
