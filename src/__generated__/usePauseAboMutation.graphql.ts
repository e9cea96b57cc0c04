/**
 * @generated SignedSource<<782700b773367eba0a989566daaf050e>>
 * @relayHash 13fe231321a86f67f4419821ed87d246
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 37c8bdd563f3510a7cb100c6c1f8b965773867e86de4436993a7ee1af8751498

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePauseAboMutation$variables = {
  donationId: string;
  manageLink?: string | null | undefined;
  months: number;
};
export type usePauseAboMutation$data = {
  readonly pauseAbo: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  };
};
export type usePauseAboMutation = {
  response: usePauseAboMutation$data;
  variables: usePauseAboMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "donationId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "manageLink"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "months"
},
v3 = [
  {
    "kind": "Variable",
    "name": "donationId",
    "variableName": "donationId"
  },
  {
    "kind": "Variable",
    "name": "manageLink",
    "variableName": "manageLink"
  },
  {
    "kind": "Variable",
    "name": "months",
    "variableName": "months"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
  "name": "donatedAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "dueBy",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "usePauseAboMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "pauseAbo",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
      (v0/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "usePauseAboMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "pauseAbo",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
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
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "project",
            "storageKey": null
          },
          (v6/*:: as any*/),
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
              (v7/*:: as any*/)
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
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
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
    "cacheID": "13fe231321a86f67f4419821ed87d246",
    "id": "37c8bdd563f3510a7cb100c6c1f8b965773867e86de4436993a7ee1af8751498",
    "metadata": {},
    "name": "usePauseAboMutation",
    "operationKind": "mutation",
    "text": "mutation usePauseAboMutation(\n  $donationId: ID!\n  $months: Int!\n  $manageLink: String\n) {\n  pauseAbo(donationId: $donationId, months: $months, manageLink: $manageLink) {\n    id\n    ...DonationCard_donation\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  endDueBy\n  pendingAmountChange {\n    amount\n    dueBy\n  }\n  pause {\n    from\n    until\n    dueBy\n    done\n  }\n  orders {\n    id\n    amount\n    donatedAt\n    debitedAfterEndRequest\n  }\n  treeUnitsRequested\n  giftRecipientName\n}\n"
  }
};
})();

(node as any).hash = "0cba22af675b3f53e1d35ae858ac3d2b";

export default node;
