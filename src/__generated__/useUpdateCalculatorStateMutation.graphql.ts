/**
 * @generated SignedSource<<8b44c4caa14f857edd859e9bd98daa11>>
 * @relayHash b159b5096c770482747a4a6dbde4e5a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8e8296b5354966858aee465a6d654c81e10277dfa04491f851a2afafc53b0353

import { ConcreteRequest } from 'relay-runtime';
export type CatalogAnswerInput = {
  choiceId: string;
  co2Emission: number;
  co2EmissionFactor?: number | null | undefined;
  questionId: string;
};
export type useUpdateCalculatorStateMutation$variables = {
  answers: ReadonlyArray<CatalogAnswerInput>;
  co2EmissionTotal: number;
  co2tPerTree: number;
  country: string;
  version: number;
};
export type useUpdateCalculatorStateMutation$data = {
  readonly updateCalculatorState: {
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
  };
};
export type useUpdateCalculatorStateMutation = {
  response: useUpdateCalculatorStateMutation$data;
  variables: useUpdateCalculatorStateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "answers"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "co2EmissionTotal"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "co2tPerTree"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "country"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "version"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "answers",
        "variableName": "answers"
      },
      {
        "kind": "Variable",
        "name": "co2EmissionTotal",
        "variableName": "co2EmissionTotal"
      },
      {
        "kind": "Variable",
        "name": "co2tPerTree",
        "variableName": "co2tPerTree"
      },
      {
        "kind": "Variable",
        "name": "country",
        "variableName": "country"
      },
      {
        "kind": "Variable",
        "name": "version",
        "variableName": "version"
      }
    ],
    "concreteType": "Calculator",
    "kind": "LinkedField",
    "name": "updateCalculatorState",
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
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateCalculatorStateMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateCalculatorStateMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "b159b5096c770482747a4a6dbde4e5a4",
    "id": "8e8296b5354966858aee465a6d654c81e10277dfa04491f851a2afafc53b0353",
    "metadata": {},
    "name": "useUpdateCalculatorStateMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateCalculatorStateMutation(\n  $country: String!\n  $version: Int!\n  $answers: [CatalogAnswerInput!]!\n  $co2tPerTree: Float!\n  $co2EmissionTotal: Float!\n) {\n  updateCalculatorState(country: $country, version: $version, answers: $answers, co2tPerTree: $co2tPerTree, co2EmissionTotal: $co2EmissionTotal) {\n    id\n    state {\n      version\n      co2EmissionTotal\n      co2tPerTree\n      createdAt\n      answers {\n        questionId\n        choiceId\n        co2Emission\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "199581bf870a6abfa47d8c10fa2fa829";

export default node;
