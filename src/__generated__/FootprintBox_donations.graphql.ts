/**
 * @generated SignedSource<<ddf14375eeb4905827870ac32b21a55c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type FootprintBox_donations$data = ReadonlyArray<{
  readonly donationType: DonationType;
  readonly endRequestedAt: string | null | undefined;
  readonly pendingAmountChange: {
    readonly amount: number;
  } | null | undefined;
  readonly treeUnitsRequested: number;
  readonly " $fragmentType": "FootprintBox_donations";
}>;
export type FootprintBox_donations$key = ReadonlyArray<{
  readonly " $data"?: FootprintBox_donations$data;
  readonly " $fragmentSpreads": FragmentRefs<"FootprintBox_donations">;
}>;

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "plural": true
  },
  "name": "FootprintBox_donations",
  "selections": [
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
      "name": "treeUnitsRequested",
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
      "concreteType": "AboAmountChange",
      "kind": "LinkedField",
      "name": "pendingAmountChange",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "amount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OutputDonation",
  "abstractKey": null
};

(node as any).hash = "d4a15fb8cfa078bbfae55389d6a48ec7";

export default node;
