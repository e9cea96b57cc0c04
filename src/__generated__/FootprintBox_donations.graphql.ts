/**
 * @generated SignedSource<<dc403e554cde20a40ae84994a12a57cc>>
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
    }
  ],
  "type": "OutputDonation",
  "abstractKey": null
};

(node as any).hash = "e6c913c5368781e84d55f621fb6b87f7";

export default node;
