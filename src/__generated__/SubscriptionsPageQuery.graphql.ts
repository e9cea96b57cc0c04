/**
 * @generated SignedSource<<e1181dc1f8d762c5e0a129b10a5d2e49>>
 * @relayHash d9f25ce16d80993d9a2d6fa0a9289fe5
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 03243f29fa18235cd5bd7fa77d1ba6e00eecd8e268d33562f2903d03b8aef8e8

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionsPageQuery$variables = Record<PropertyKey, never>;
export type SubscriptionsPageQuery$data = {
  readonly active: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  }>;
  readonly calculator: {
    readonly state: {
      readonly co2EmissionTotal: number;
    };
  } | null | undefined;
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
v4 = [
  {
    "kind": "Literal",
    "name": "country",
    "value": "DE"
  }
],
v5 = {
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
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donationType",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "project",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donatedAt",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueBy",
  "storageKey": null
},
v11 = [
  (v1/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "donationId",
    "storageKey": null
  },
  (v6/*:: as any*/),
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
  (v7/*:: as any*/),
  (v8/*:: as any*/),
  (v9/*:: as any*/),
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
      (v7/*:: as any*/),
      (v10/*:: as any*/)
    ],
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "concreteType": "AboPause",
    "kind": "LinkedField",
    "name": "pause",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "from",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "until",
        "storageKey": null
      },
      (v10/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "done",
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
      (v7/*:: as any*/),
      (v9/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Calculator",
        "kind": "LinkedField",
        "name": "calculator",
        "plural": false,
        "selections": [
          (v5/*:: as any*/)
        ],
        "storageKey": "calculator(country:\"DE\")"
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
        "selections": (v11/*:: as any*/),
        "storageKey": "getDonations(active:true)"
      },
      {
        "alias": "ended",
        "args": (v3/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": (v11/*:: as any*/),
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "orderId",
                "storageKey": null
              },
              (v9/*:: as any*/),
              (v7/*:: as any*/),
              (v6/*:: as any*/),
              (v8/*:: as any*/),
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
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "treeCount",
            "storageKey": null
          },
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "certificateToken",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "Calculator",
        "kind": "LinkedField",
        "name": "calculator",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": "calculator(country:\"DE\")"
      }
    ]
  },
  "params": {
    "cacheID": "d9f25ce16d80993d9a2d6fa0a9289fe5",
    "id": "03243f29fa18235cd5bd7fa77d1ba6e00eecd8e268d33562f2903d03b8aef8e8",
    "metadata": {},
    "name": "SubscriptionsPageQuery",
    "operationKind": "query",
    "text": "query SubscriptionsPageQuery {\n  active: getDonations(active: true) {\n    id\n    ...DonationCard_donation\n  }\n  ended: getDonations(active: false) {\n    id\n    ...DonationCard_donation\n  }\n  receiptOverview {\n    ...ReceiptsSection_overview\n  }\n  treeGifts {\n    id\n    ...TreeGiftCard_gift\n  }\n  calculator(country: \"DE\") {\n    state {\n      co2EmissionTotal\n    }\n    id\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  endDueBy\n  pendingAmountChange {\n    amount\n    dueBy\n  }\n  pause {\n    from\n    until\n    dueBy\n    done\n  }\n  orders {\n    id\n    amount\n    donatedAt\n    debitedAfterEndRequest\n  }\n  treeUnitsRequested\n  giftRecipientName\n}\n\nfragment ReceiptsSection_overview on ReceiptOverview {\n  addressComplete\n  gifts {\n    id\n    orderId\n    donatedAt\n    amount\n    donationType\n    project\n    annualReceiptNumber\n  }\n  years {\n    id\n    year\n    total\n    giftCount\n    receiptNumber\n  }\n}\n\nfragment TreeGiftCard_gift on TreeGift {\n  id\n  recipientName\n  recipientEmail\n  message\n  deliverOn\n  state\n  deliveredAt\n  claimedAt\n  project\n  treeCount\n  amount\n  editable\n  certificateToken\n}\n"
  }
};
})();

(node as any).hash = "a638700a9c53b399459a5c6fd8dda542";

export default node;
