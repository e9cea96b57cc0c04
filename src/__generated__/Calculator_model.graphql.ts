/**
 * @generated SignedSource<<d26005ca2ab777370407d9cbf782fe17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Calculator_model$data = {
  readonly basicCO2Emission: number;
  readonly basicCO2tPerTree: number;
  readonly categories: ReadonlyArray<{
    readonly id: string;
    readonly questions: ReadonlyArray<{
      readonly category: string;
      readonly choices: ReadonlyArray<{
        readonly co2Emission: number;
        readonly id: string;
        readonly prominent: boolean | null | undefined;
        readonly questionId: string;
        readonly text: string;
      }>;
      readonly dependsOn: ReadonlyArray<{
        readonly id: string;
      }> | null | undefined;
      readonly icon: string;
      readonly id: string;
      readonly label: string;
      readonly pooled: boolean | null | undefined;
      readonly title: string;
    }>;
    readonly title: string;
  }>;
  readonly country: string;
  readonly validFrom: string;
  readonly validUntil: string | null | undefined;
  readonly version: number;
  readonly " $fragmentType": "Calculator_model";
};
export type Calculator_model$key = {
  readonly " $data"?: Calculator_model$data;
  readonly " $fragmentSpreads": FragmentRefs<"Calculator_model">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "Calculator_model",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "country",
      "storageKey": null
    },
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
      "name": "validFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "validUntil",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "basicCO2Emission",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "basicCO2tPerTree",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Category",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "Question",
          "kind": "LinkedField",
          "name": "questions",
          "plural": true,
          "selections": [
            (v0/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "pooled",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "label",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "icon",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "category",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Choice",
              "kind": "LinkedField",
              "name": "dependsOn",
              "plural": true,
              "selections": [
                (v0/*:: as any*/)
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "Choice",
              "kind": "LinkedField",
              "name": "choices",
              "plural": true,
              "selections": [
                (v0/*:: as any*/),
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
                  "name": "text",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "co2Emission",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "prominent",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CalculatorModel",
  "abstractKey": null
};
})();

(node as any).hash = "fb012f8d53537ef873c76a9839522782";

export default node;
