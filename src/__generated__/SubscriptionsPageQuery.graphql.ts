/**
 * @generated SignedSource<<8e56f3147978916fd5b20b5354f5952f>>
 * @relayHash 29073d6feb5190c8291204d9087aa5fb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 77203ab3fda7d6cb1a4cf84e2ba3da7b729e0e4641a8fa8138ab83a9de51677c

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
  readonly treeGifts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TreeGiftCard_gift">;
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
    "name": "endDueBy",
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
      (v5/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dueBy",
        "storageKey": null
      }
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "Order",
    "kind": "LinkedField",
    "name": "orders",
    "plural": true,
    "selections": [
      (v1/*:: as any*/),
      (v5/*:: as any*/),
      (v7/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "debitedAfterEndRequest",
        "storageKey": null
      }
    ],
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
    "name": "giftRecipientName",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TreeGift",
        "kind": "LinkedField",
        "name": "treeGifts",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TreeGiftCard_gift"
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "TreeGift",
        "kind": "LinkedField",
        "name": "treeGifts",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliverOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveredAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "claimedAt",
            "storageKey": null
          },
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "treeCount",
            "storageKey": null
          },
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editable",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "29073d6feb5190c8291204d9087aa5fb",
    "id": "77203ab3fda7d6cb1a4cf84e2ba3da7b729e0e4641a8fa8138ab83a9de51677c",
    "metadata": {},
    "name": "SubscriptionsPageQuery",
    "operationKind": "query",
    "text": "query SubscriptionsPageQuery {\n  active: getDonations(active: true) {\n    id\n    ...DonationCard_donation\n  }\n  ended: getDonations(active: false) {\n    id\n    ...DonationCard_donation\n  }\n  receiptOverview {\n    ...ReceiptsSection_overview\n  }\n  treeGifts {\n    id\n    ...TreeGiftCard_gift\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  endDueBy\n  pendingAmountChange {\n    amount\n    dueBy\n  }\n  orders {\n    id\n    amount\n    donatedAt\n    debitedAfterEndRequest\n  }\n  treeUnitsRequested\n  giftRecipientName\n}\n\nfragment ReceiptsSection_overview on ReceiptOverview {\n  addressComplete\n  gifts {\n    id\n    donatedAt\n    amount\n    donationType\n    project\n    annualReceiptNumber\n  }\n  years {\n    id\n    year\n    total\n    giftCount\n    receiptNumber\n  }\n}\n\nfragment TreeGiftCard_gift on TreeGift {\n  id\n  recipientName\n  recipientEmail\n  message\n  deliverOn\n  state\n  deliveredAt\n  claimedAt\n  project\n  treeCount\n  amount\n  editable\n}\n"
  }
};
})();

(node as any).hash = "1a61616368f57331d40e03872793fdd1";

export default node;
