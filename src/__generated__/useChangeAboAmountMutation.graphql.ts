/**
 * @generated SignedSource<<82c56f3b432ae4bc0c650007fe6eaa8a>>
 * @relayHash 71e686cc11f857e99cc1fceba27df47c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0020f16d9f78ec0cac628e43e7fe6c0beae1f72bea932de9ecc037ac036a253b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type useChangeAboAmountMutation$variables = {
  amount: number;
  donationId: string;
  donationType: DonationType;
  manageLink?: string | null | undefined;
};
export type useChangeAboAmountMutation$data = {
  readonly changeAboAmount: {
    readonly id: string;
    readonly pendingAmountChange: {
      readonly amount: number;
      readonly dueBy: string | null | undefined;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  };
};
export type useChangeAboAmountMutation = {
  response: useChangeAboAmountMutation$data;
  variables: useChangeAboAmountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "amount"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "donationId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "donationType"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "manageLink"
},
v4 = [
  {
    "kind": "Variable",
    "name": "amount",
    "variableName": "amount"
  },
  {
    "kind": "Variable",
    "name": "donationId",
    "variableName": "donationId"
  },
  {
    "kind": "Variable",
    "name": "donationType",
    "variableName": "donationType"
  },
  {
    "kind": "Variable",
    "name": "manageLink",
    "variableName": "manageLink"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueBy",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "AboAmountChange",
  "kind": "LinkedField",
  "name": "pendingAmountChange",
  "plural": false,
  "selections": [
    (v6/*:: as any*/),
    (v7/*:: as any*/)
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donatedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useChangeAboAmountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "changeAboAmount",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v8/*:: as any*/),
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
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useChangeAboAmountMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "changeAboAmount",
        "plural": false,
        "selections": [
          (v5/*:: as any*/),
          (v8/*:: as any*/),
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
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "project",
            "storageKey": null
          },
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
              (v7/*:: as any*/),
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
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "71e686cc11f857e99cc1fceba27df47c",
    "id": "0020f16d9f78ec0cac628e43e7fe6c0beae1f72bea932de9ecc037ac036a253b",
    "metadata": {},
    "name": "useChangeAboAmountMutation",
    "operationKind": "mutation",
    "text": "mutation useChangeAboAmountMutation(\n  $donationId: ID!\n  $donationType: DonationType!\n  $amount: Float!\n  $manageLink: String\n) {\n  changeAboAmount(donationId: $donationId, donationType: $donationType, amount: $amount, manageLink: $manageLink) {\n    id\n    pendingAmountChange {\n      amount\n      dueBy\n    }\n    ...DonationCard_donation\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  endDueBy\n  pendingAmountChange {\n    amount\n    dueBy\n  }\n  pause {\n    from\n    until\n    dueBy\n    done\n  }\n  orders {\n    id\n    amount\n    donatedAt\n    debitedAfterEndRequest\n  }\n  treeUnitsRequested\n  giftRecipientName\n}\n"
  }
};
})();

(node as any).hash = "829327f88e86d74a691c570a7598d9b1";

export default node;
