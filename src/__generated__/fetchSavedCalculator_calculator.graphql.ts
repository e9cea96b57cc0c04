/**
 * @generated SignedSource<<5034d7a0232fc40c627bf4e7ab6b2c4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type fetchSavedCalculator_calculator$data = {
  readonly id: string;
  readonly state: {
    readonly answers: ReadonlyArray<{
      readonly choiceId: string;
      readonly co2Emission: number;
      readonly questionId: string;
    }> | null | undefined;
    readonly co2EmissionTotal: number;
    readonly co2tPerTree: number;
    readonly createdAt: string;
    readonly version: number;
  };
  readonly " $fragmentType": "fetchSavedCalculator_calculator";
};
export type fetchSavedCalculator_calculator$key = {
  readonly " $data"?: fetchSavedCalculator_calculator$data;
  readonly " $fragmentSpreads": FragmentRefs<"fetchSavedCalculator_calculator">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "fetchSavedCalculator_calculator",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
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
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "co2EmissionTotal",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "co2tPerTree",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CatalogAnswer",
          "kind": "LinkedField",
          "name": "answers",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "questionId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "choiceId",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "co2Emission",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Calculator",
  "abstractKey": null
};

(node as any).hash = "ace68ba648b4047fc33d3c9a70f6440b";

export default node;
