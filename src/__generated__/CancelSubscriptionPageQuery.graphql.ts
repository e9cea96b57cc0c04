/**
 * @generated SignedSource<<56de58cc763a29b51cf1ba77a4b960ad>>
 * @relayHash f8f611363f6c5edbf6e656aecd555007
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4eb2cb6105182a9b6b27194e8052a110a5ca40ecbf071546a5425bf15bc8a181

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CancelSubscriptionPageQuery$variables = Record<PropertyKey, never>;
export type CancelSubscriptionPageQuery$data = {
  readonly getDonations: ReadonlyArray<{
    readonly donationId: string;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  }>;
};
export type CancelSubscriptionPageQuery = {
  response: CancelSubscriptionPageQuery$data;
  variables: CancelSubscriptionPageQuery$variables;
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
  "name": "donationId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CancelSubscriptionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DonationCard_donation"
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
    "name": "CancelSubscriptionPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
            "name": "rhythm",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "active",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "project",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "donatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "canceledAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "treeUnitsRequested",
            "storageKey": null
          }
        ],
        "storageKey": "getDonations(active:true,rhythm:[\"monthly\"])"
      }
    ]
  },
  "params": {
    "cacheID": "f8f611363f6c5edbf6e656aecd555007",
    "id": "4eb2cb6105182a9b6b27194e8052a110a5ca40ecbf071546a5425bf15bc8a181",
    "metadata": {},
    "name": "CancelSubscriptionPageQuery",
    "operationKind": "query",
    "text": "query CancelSubscriptionPageQuery {\n  getDonations(active: true, rhythm: [monthly]) {\n    id\n    donationId\n    ...DonationCard_donation\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  treeUnitsRequested\n}\n"
  }
};
})();

(node as any).hash = "cad7bdc76fc6f7384e492339016ba945";

export default node;
