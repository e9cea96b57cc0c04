/**
 * @generated SignedSource<<b929e32bc0ab8547318e8f76597b5885>>
 * @relayHash da40977c6b535323a419d86e21c17eb6
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d762354606547f883bbd77ebd849e6da1a33dd39e1e4090daea85adf7b2642b6

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppShellQuery$variables = {
  signedIn: boolean;
};
export type AppShellQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
};
export type AppShellQuery = {
  response: AppShellQuery$data;
  variables: AppShellQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "signedIn"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AppShellQuery",
    "selections": [
      {
        "args": [
          {
            "kind": "Variable",
            "name": "signedIn",
            "variableName": "signedIn"
          }
        ],
        "kind": "FragmentSpread",
        "name": "Header_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AppShellQuery",
    "selections": [
      {
        "condition": "signedIn",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "firstName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastName",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "country",
                "value": "DE"
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
              (v1/*:: as any*/)
            ],
            "storageKey": "calculator(country:\"DE\")"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "active",
                "value": true
              },
              {
                "kind": "Literal",
                "name": "rhythm",
                "value": [
                  "monthly"
                ]
              }
            ],
            "concreteType": "OutputDonation",
            "kind": "LinkedField",
            "name": "getDonations",
            "plural": true,
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
              },
              (v1/*:: as any*/)
            ],
            "storageKey": "getDonations(active:true,rhythm:[\"monthly\"])"
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "da40977c6b535323a419d86e21c17eb6",
    "id": "d762354606547f883bbd77ebd849e6da1a33dd39e1e4090daea85adf7b2642b6",
    "metadata": {},
    "name": "AppShellQuery",
    "operationKind": "query",
    "text": "query AppShellQuery(\n  $signedIn: Boolean!\n) {\n  ...Header_query_3Ka2FJ\n}\n\nfragment AccountMenu_user on User {\n  firstName\n  lastName\n}\n\nfragment FootprintBox_calculator on Calculator {\n  state {\n    co2EmissionTotal\n  }\n}\n\nfragment FootprintBox_donations on OutputDonation {\n  donationType\n  treeUnitsRequested\n  endRequestedAt\n  pendingAmountChange {\n    amount\n  }\n}\n\nfragment Header_query_3Ka2FJ on Query {\n  user @include(if: $signedIn) {\n    ...AccountMenu_user\n    ...NarrowHeader_user\n    id\n  }\n  calculator(country: \"DE\") @include(if: $signedIn) {\n    ...FootprintBox_calculator\n    id\n  }\n  getDonations(active: true, rhythm: [monthly]) @include(if: $signedIn) {\n    ...FootprintBox_donations\n    id\n  }\n}\n\nfragment NarrowHeader_user on User {\n  firstName\n  lastName\n}\n"
  }
};
})();

(node as any).hash = "c0b50f801248de06431772fc1d12466c";

export default node;
