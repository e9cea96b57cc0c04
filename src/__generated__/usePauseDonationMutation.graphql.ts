/**
 * @generated SignedSource<<4a708caf183564a780fe3657ded6fcbf>>
 * @relayHash aa8b408b85373d7cfcd04c0a53adf6a8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dbefb6ec6cf031db7d5dea2a1a0748be32f62cc77a1496aaa92d64ff4028c7ae

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePauseDonationMutation$variables = {
  donationId: string;
  manageLink?: string | null | undefined;
};
export type usePauseDonationMutation$data = {
  readonly pauseDonation: {
    readonly active: boolean;
    readonly canceledAt: string | null | undefined;
    readonly endDueBy: string | null | undefined;
    readonly endRequestedAt: string | null | undefined;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  };
};
export type usePauseDonationMutation = {
  response: usePauseDonationMutation$data;
  variables: usePauseDonationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "donationId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "manageLink"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "donationId",
    "variableName": "donationId"
  },
  {
    "kind": "Variable",
    "name": "manageLink",
    "variableName": "manageLink"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canceledAt",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endRequestedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDueBy",
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
  "name": "donatedAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueBy",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePauseDonationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "pauseDonation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DonationCard_donation"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePauseDonationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "pauseDonation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
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
          (v7/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "project",
            "storageKey": null
          },
          (v8/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AboAmountChange",
            "kind": "LinkedField",
            "name": "pendingAmountChange",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v9/*:: as any*/)
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
              (v9/*:: as any*/),
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
              (v2/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aa8b408b85373d7cfcd04c0a53adf6a8",
    "id": "dbefb6ec6cf031db7d5dea2a1a0748be32f62cc77a1496aaa92d64ff4028c7ae",
    "metadata": {},
    "name": "usePauseDonationMutation",
    "operationKind": "mutation",
    "text": "mutation usePauseDonationMutation(\n  $donationId: ID!\n  $manageLink: String\n) {\n  pauseDonation(donationId: $donationId, manageLink: $manageLink) {\n    id\n    active\n    canceledAt\n    endRequestedAt\n    endDueBy\n    ...DonationCard_donation\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  endDueBy\n  pendingAmountChange {\n    amount\n    dueBy\n  }\n  pause {\n    from\n    until\n    dueBy\n    done\n  }\n  orders {\n    id\n    amount\n    donatedAt\n    debitedAfterEndRequest\n  }\n  treeUnitsRequested\n  giftRecipientName\n}\n"
  }
};
})();

(node as any).hash = "316e27a0c70cf28b5f6966bb7e019ae3";

export default node;
