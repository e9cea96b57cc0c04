/**
 * @generated SignedSource<<fd71f0daab27e9a94f9bc21860ce97b7>>
 * @relayHash 73bf9ffda7bbc8b27400802fa7c816df
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e256796616cd649a0ac419329317bf8fa9c3af478a830972dfedf534973cc1bd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionsPageQuery$variables = Record<PropertyKey, never>;
export type SubscriptionsPageQuery$data = {
  readonly active: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  }>;
  readonly ended: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  }>;
};
export type SubscriptionsPageQuery = {
  response: SubscriptionsPageQuery$data;
  variables: SubscriptionsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "active",
    "value": true
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v1/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "DonationCard_donation"
  }
],
v3 = [
  {
    "kind": "Literal",
    "name": "active",
    "value": false
  }
],
v4 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "donationId",
    "storageKey": null
  },
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
    "name": "endRequestedAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "treeUnitsRequested",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionsPageQuery",
    "selections": [
      {
        "alias": "active",
        "args": (v0/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": "getDonations(active:true)"
      },
      {
        "alias": "ended",
        "args": (v3/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": (v2/*:: as any*/),
        "storageKey": "getDonations(active:false)"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscriptionsPageQuery",
    "selections": [
      {
        "alias": "active",
        "args": (v0/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "getDonations(active:true)"
      },
      {
        "alias": "ended",
        "args": (v3/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": (v4/*:: as any*/),
        "storageKey": "getDonations(active:false)"
      }
    ]
  },
  "params": {
    "cacheID": "73bf9ffda7bbc8b27400802fa7c816df",
    "id": "e256796616cd649a0ac419329317bf8fa9c3af478a830972dfedf534973cc1bd",
    "metadata": {},
    "name": "SubscriptionsPageQuery",
    "operationKind": "query",
    "text": "query SubscriptionsPageQuery {\n  active: getDonations(active: true) {\n    id\n    ...DonationCard_donation\n  }\n  ended: getDonations(active: false) {\n    id\n    ...DonationCard_donation\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  treeUnitsRequested\n}\n"
  }
};
})();

(node as any).hash = "83e32dbbfa20fab59cfe9d15d736460b";

export default node;
