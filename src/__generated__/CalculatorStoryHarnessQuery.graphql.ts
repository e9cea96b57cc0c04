/**
 * @generated SignedSource<<5da4cf3174a881dacc63e553e4cecbee>>
 * @relayHash 18c5ac5482cacb13c302bb944e7e8aec
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5c4db4745ff27c31a44192829a42309aa4b3bb705c0e937a34bdd95849b04ed8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CalculatorStoryHarnessQuery$variables = Record<PropertyKey, never>;
export type CalculatorStoryHarnessQuery$data = {
  readonly currentCalculatorModel: {
    readonly " $fragmentSpreads": FragmentRefs<"Calculator_model">;
  } | null | undefined;
};
export type CalculatorStoryHarnessQuery = {
  response: CalculatorStoryHarnessQuery$data;
  variables: CalculatorStoryHarnessQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "country",
    "value": "DE"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalculatorStoryHarnessQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "CalculatorModel",
        "kind": "LinkedField",
        "name": "currentCalculatorModel",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "Calculator_model"
          }
        ],
        "storageKey": "currentCalculatorModel(country:\"DE\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalculatorStoryHarnessQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "CalculatorModel",
        "kind": "LinkedField",
        "name": "currentCalculatorModel",
        "plural": false,
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
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Question",
                "kind": "LinkedField",
                "name": "questions",
                "plural": true,
                "selections": [
                  (v1/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pooled",
                    "storageKey": null
                  },
                  (v2/*:: as any*/),
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
                      (v1/*:: as any*/)
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
                      (v1/*:: as any*/),
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
          (v1/*:: as any*/)
        ],
        "storageKey": "currentCalculatorModel(country:\"DE\")"
      }
    ]
  },
  "params": {
    "cacheID": "18c5ac5482cacb13c302bb944e7e8aec",
    "id": "5c4db4745ff27c31a44192829a42309aa4b3bb705c0e937a34bdd95849b04ed8",
    "metadata": {},
    "name": "CalculatorStoryHarnessQuery",
    "operationKind": "query",
    "text": "query CalculatorStoryHarnessQuery {\n  currentCalculatorModel(country: \"DE\") {\n    ...Calculator_model\n    id\n  }\n}\n\nfragment Calculator_model on CalculatorModel {\n  country\n  version\n  validFrom\n  validUntil\n  basicCO2Emission\n  basicCO2tPerTree\n  categories {\n    id\n    title\n    questions {\n      id\n      pooled\n      title\n      label\n      icon\n      category\n      dependsOn {\n        id\n      }\n      choices {\n        id\n        questionId\n        text\n        co2Emission\n        prominent\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3f78f54035ee5672cbc07e0b5ea544fb";

export default node;
