/**
 * @generated SignedSource<<cc0a98f001104219c06e2d109260b593>>
 * @relayHash c05356866f849476a94fa21570b429a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fefcdb14efcbc4f1e1bd691e821f2b32b16ee910f54080fcf562dac253c7306

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type refreshHeaderDonationsQuery$variables = Record<PropertyKey, never>;
export type refreshHeaderDonationsQuery$data = {
  readonly getDonations: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FootprintBox_donations">;
  }>;
};
export type refreshHeaderDonationsQuery = {
  response: refreshHeaderDonationsQuery$data;
  variables: refreshHeaderDonationsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshHeaderDonationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FootprintBox_donations"
          }
        ],
        "storageKey": "getDonations(active:true,rhythm:[\"monthly\"])"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshHeaderDonationsQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "getDonations(active:true,rhythm:[\"monthly\"])"
      }
    ]
  },
  "params": {
    "cacheID": "c05356866f849476a94fa21570b429a8",
    "id": "3fefcdb14efcbc4f1e1bd691e821f2b32b16ee910f54080fcf562dac253c7306",
    "metadata": {},
    "name": "refreshHeaderDonationsQuery",
    "operationKind": "query",
    "text": "query refreshHeaderDonationsQuery {\n  getDonations(active: true, rhythm: [monthly]) {\n    ...FootprintBox_donations\n    id\n  }\n}\n\nfragment FootprintBox_donations on OutputDonation {\n  donationType\n  treeUnitsRequested\n  endRequestedAt\n  pendingAmountChange {\n    amount\n  }\n}\n"
  }
};
})();

(node as any).hash = "6286ae6844150d42e5aa389e13229946";

export default node;
