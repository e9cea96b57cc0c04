/**
 * @generated SignedSource<<cc7af24373ce1f5df74940bdd423e4a7>>
 * @relayHash 987b6db219cce1282adb3fe4614e9581
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 132f2c59763ae7a72db107d187d088130a29e2d268e0ede2339fbf18e5192d46

import { ConcreteRequest } from 'relay-runtime';
export type moveGuestResultQuery$variables = {
  country: string;
};
export type moveGuestResultQuery$data = {
  readonly currentCalculatorModel: {
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
  } | null | undefined;
};
export type moveGuestResultQuery = {
  response: moveGuestResultQuery$data;
  variables: moveGuestResultQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "country"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "country",
    "variableName": "country"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "country",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "version",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "validFrom",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "validUntil",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basicCO2Emission",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "basicCO2tPerTree",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "Category",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": [
    (v8/*:: as any*/),
    (v9/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Question",
      "kind": "LinkedField",
      "name": "questions",
      "plural": true,
      "selections": [
        (v8/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pooled",
          "storageKey": null
        },
        (v9/*:: as any*/),
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
            (v8/*:: as any*/)
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
            (v8/*:: as any*/),
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "moveGuestResultQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CalculatorModel",
        "kind": "LinkedField",
        "name": "currentCalculatorModel",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v10/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "moveGuestResultQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "CalculatorModel",
        "kind": "LinkedField",
        "name": "currentCalculatorModel",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          (v7/*:: as any*/),
          (v10/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "987b6db219cce1282adb3fe4614e9581",
    "id": "132f2c59763ae7a72db107d187d088130a29e2d268e0ede2339fbf18e5192d46",
    "metadata": {},
    "name": "moveGuestResultQuery",
    "operationKind": "query",
    "text": "query moveGuestResultQuery(\n  $country: String!\n) {\n  currentCalculatorModel(country: $country) {\n    country\n    version\n    validFrom\n    validUntil\n    basicCO2Emission\n    basicCO2tPerTree\n    categories {\n      id\n      title\n      questions {\n        id\n        pooled\n        title\n        label\n        icon\n        category\n        dependsOn {\n          id\n        }\n        choices {\n          id\n          questionId\n          text\n          co2Emission\n          prominent\n        }\n      }\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "da04f99e3d568740a1bbe13576a37c29";

export default node;
