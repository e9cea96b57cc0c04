/**
 * @generated SignedSource<<07598f88fe90e3a938b409ac4618815a>>
 * @relayHash ebba70440d3ac207a13ea9693a18271a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5885183e4b2fb25a572d244ab6f014148857241cc93667349b73661dbb1ed4ac

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
  readonly receiptOverview: {
    readonly " $fragmentSpreads": FragmentRefs<"ReceiptsSection_overview">;
  };
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donationType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "project",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donatedAt",
  "storageKey": null
},
v8 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "donationId",
    "storageKey": null
  },
  (v4/*:: as any*/),
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
  (v5/*:: as any*/),
  (v6/*:: as any*/),
  (v7/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReceiptOverview",
        "kind": "LinkedField",
        "name": "receiptOverview",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReceiptsSection_overview"
          }
        ],
        "storageKey": null
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
        "selections": (v8/*:: as any*/),
        "storageKey": "getDonations(active:true)"
      },
      {
        "alias": "ended",
        "args": (v3/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": (v8/*:: as any*/),
        "storageKey": "getDonations(active:false)"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "ReceiptOverview",
        "kind": "LinkedField",
        "name": "receiptOverview",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "addressComplete",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReceiptGift",
            "kind": "LinkedField",
            "name": "gifts",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              (v7/*:: as any*/),
              (v5/*:: as any*/),
              (v4/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "annualReceiptNumber",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "ReceiptYear",
            "kind": "LinkedField",
            "name": "years",
            "plural": true,
            "selections": [
              (v1/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "year",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "giftCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "receiptNumber",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ebba70440d3ac207a13ea9693a18271a",
    "id": "5885183e4b2fb25a572d244ab6f014148857241cc93667349b73661dbb1ed4ac",
    "metadata": {},
    "name": "SubscriptionsPageQuery",
    "operationKind": "query",
    "text": "query SubscriptionsPageQuery {\n  active: getDonations(active: true) {\n    id\n    ...DonationCard_donation\n  }\n  ended: getDonations(active: false) {\n    id\n    ...DonationCard_donation\n  }\n  receiptOverview {\n    ...ReceiptsSection_overview\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  treeUnitsRequested\n}\n\nfragment ReceiptsSection_overview on ReceiptOverview {\n  addressComplete\n  gifts {\n    id\n    donatedAt\n    amount\n    donationType\n    project\n    annualReceiptNumber\n  }\n  years {\n    id\n    year\n    total\n    giftCount\n    receiptNumber\n  }\n}\n"
  }
};
})();

(node as any).hash = "217468fa2f69c7a30d2f115031227ea0";

export default node;
