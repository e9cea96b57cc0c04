/**
 * @generated SignedSource<<5e47280cb2b65e875f790610a61ca00f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FootprintBox_calculator$data = {
  readonly state: {
    readonly co2EmissionTotal: number;
  };
  readonly " $fragmentType": "FootprintBox_calculator";
};
export type FootprintBox_calculator$key = {
  readonly " $data"?: FootprintBox_calculator$data;
  readonly " $fragmentSpreads": FragmentRefs<"FootprintBox_calculator">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FootprintBox_calculator",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "CalculatorState",
      "kind": "LinkedField",
      "name": "state",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "co2EmissionTotal",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Calculator",
  "abstractKey": null
};

(node as any).hash = "7f287b9a530a6157ea73c3a49a6ea033";

export default node;
