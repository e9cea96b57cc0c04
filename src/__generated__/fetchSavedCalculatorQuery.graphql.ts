/**
 * @generated SignedSource<<44f289c30c7448cfd8d61a742a46bcb4>>
 * @relayHash d4600de802ea647d53863da29639dbd7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 102a6d7e1e3f7b391ce72ec5ec9505b2e851367a9bb20a871aefcf57894dbc40

import { ConcreteRequest } from 'relay-runtime';
import { Result } from "relay-runtime";
export type fetchSavedCalculatorQuery$variables = {
  country: string;
};
export type fetchSavedCalculatorQuery$data = {
  readonly calculator: Result<{
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
  } | null | undefined, unknown>;
};
export type fetchSavedCalculatorQuery = {
  response: fetchSavedCalculatorQuery$data;
  variables: fetchSavedCalculatorQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "country"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "country",
      "variableName": "country"
    }
  ],
  "concreteType": "Calculator",
  "kind": "LinkedField",
  "name": "calculator",
  "plural": false,
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "fetchSavedCalculatorQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": (v1/*:: as any*/),
        "to": "RESULT"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "fetchSavedCalculatorQuery",
    "selections": [
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "d4600de802ea647d53863da29639dbd7",
    "id": "102a6d7e1e3f7b391ce72ec5ec9505b2e851367a9bb20a871aefcf57894dbc40",
    "metadata": {},
    "name": "fetchSavedCalculatorQuery",
    "operationKind": "query",
    "text": "query fetchSavedCalculatorQuery(\n  $country: String!\n) {\n  calculator(country: $country) {\n    id\n    state {\n      version\n      co2EmissionTotal\n      co2tPerTree\n      createdAt\n      answers {\n        questionId\n        choiceId\n        co2Emission\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2c50e3a56da85d2801e8388ec61870fd";

export default node;
