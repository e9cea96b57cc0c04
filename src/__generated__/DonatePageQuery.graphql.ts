/**
 * @generated SignedSource<<8be6ecb56abab63fd7e0c06104edaff4>>
 * @relayHash e399f870d918571ef5bb84baeb3c22be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID cac8a53d565fd39caf9bef1b570fe6ecdd55b0ecf74680546d90482bca4224c6

import { ConcreteRequest } from 'relay-runtime';
export type DonatePageQuery$variables = {
  country: string;
  signedIn: boolean;
};
export type DonatePageQuery$data = {
  readonly calculator?: {
    readonly state: {
      readonly co2EmissionTotal: number;
    };
  } | null | undefined;
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
  readonly user?: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
};
export type DonatePageQuery = {
  response: DonatePageQuery$data;
  variables: DonatePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "country"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signedIn"
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
},
v11 = {
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
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "DonatePageQuery",
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
      },
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Calculator",
            "kind": "LinkedField",
            "name": "calculator",
            "plural": false,
            "selections": [
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DonatePageQuery",
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
      },
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v1/*:: as any*/),
            "concreteType": "Calculator",
            "kind": "LinkedField",
            "name": "calculator",
            "plural": false,
            "selections": [
              (v11/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v8/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "e399f870d918571ef5bb84baeb3c22be",
    "id": "cac8a53d565fd39caf9bef1b570fe6ecdd55b0ecf74680546d90482bca4224c6",
    "metadata": {},
    "name": "DonatePageQuery",
    "operationKind": "query",
    "text": "query DonatePageQuery(\n  $country: String!\n  $signedIn: Boolean!\n) {\n  currentCalculatorModel(country: $country) {\n    country\n    version\n    validFrom\n    validUntil\n    basicCO2Emission\n    basicCO2tPerTree\n    categories {\n      id\n      title\n      questions {\n        id\n        pooled\n        title\n        label\n        icon\n        category\n        dependsOn {\n          id\n        }\n        choices {\n          id\n          questionId\n          text\n          co2Emission\n          prominent\n        }\n      }\n    }\n    id\n  }\n  calculator(country: $country) @include(if: $signedIn) {\n    state {\n      co2EmissionTotal\n    }\n    id\n  }\n  user @include(if: $signedIn) {\n    firstName\n    lastName\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9a83cb7e9a02bee3fe2084183ff1da9f";

export default node;
