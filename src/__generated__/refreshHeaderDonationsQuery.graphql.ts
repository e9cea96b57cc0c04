/**
 * @generated SignedSource<<3151c846ab7e8fa2d03d2911b8ea0951>>
 * @relayHash 9eff7818d581c85995370da5657586ed
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0e2d1e5c0682e71d8ada5c58649e9a7f3617fc5a0f12b5eeeb43b0b6f7b9d33e

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
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": "getDonations(active:true,rhythm:[\"monthly\"])"
      }
    ]
  },
  "params": {
    "cacheID": "9eff7818d581c85995370da5657586ed",
    "id": "0e2d1e5c0682e71d8ada5c58649e9a7f3617fc5a0f12b5eeeb43b0b6f7b9d33e",
    "metadata": {},
    "name": "refreshHeaderDonationsQuery",
    "operationKind": "query",
    "text": "query refreshHeaderDonationsQuery {\n  getDonations(active: true, rhythm: [monthly]) {\n    ...FootprintBox_donations\n    id\n  }\n}\n\nfragment FootprintBox_donations on OutputDonation {\n  donationType\n  treeUnitsRequested\n}\n"
  }
};
})();

(node as any).hash = "6286ae6844150d42e5aa389e13229946";

export default node;
