/**
 * @generated SignedSource<<1c1459d7d0540770efe9c23d60226c77>>
 * @relayHash b38832b8412bc2b4813eb51900338284
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b2875fb2ee7d9670fce9eac5e1017b19cc2a7ea3de5e2d864c14d533ef53f1fa

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Rhythm = "halfyearly" | "monthly" | "one_time" | "quarterly" | "yearly" | "%future added value";
export type ManageAboPageQuery$variables = {
  donationId: string;
  secret: string;
};
export type ManageAboPageQuery$data = {
  readonly aboByManageLink: {
    readonly donation: {
      readonly active: boolean;
      readonly donationId: string;
      readonly endDueBy: string | null | undefined;
      readonly endRequestedAt: string | null | undefined;
      readonly id: string;
      readonly rhythm: Rhythm;
      readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
    };
    readonly expiresAt: string;
  } | null | undefined;
};
export type ManageAboPageQuery = {
  response: ManageAboPageQuery$data;
  variables: ManageAboPageQuery$variables;
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
    "name": "secret"
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
    "name": "secret",
    "variableName": "secret"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "expiresAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donationId",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rhythm",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endRequestedAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endDueBy",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donatedAt",
  "storageKey": null
},
v11 = {
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
    "name": "ManageAboPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedAbo",
        "kind": "LinkedField",
        "name": "aboByManageLink",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OutputDonation",
            "kind": "LinkedField",
            "name": "donation",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
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
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ManageAboPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "ManagedAbo",
        "kind": "LinkedField",
        "name": "aboByManageLink",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OutputDonation",
            "kind": "LinkedField",
            "name": "donation",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "donationType",
                "storageKey": null
              },
              (v9/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "project",
                "storageKey": null
              },
              (v10/*:: as any*/),
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
                "concreteType": "AboAmountChange",
                "kind": "LinkedField",
                "name": "pendingAmountChange",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v11/*:: as any*/)
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
                  (v11/*:: as any*/),
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
                  (v3/*:: as any*/),
                  (v9/*:: as any*/),
                  (v10/*:: as any*/),
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
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b38832b8412bc2b4813eb51900338284",
    "id": "b2875fb2ee7d9670fce9eac5e1017b19cc2a7ea3de5e2d864c14d533ef53f1fa",
    "metadata": {},
    "name": "ManageAboPageQuery",
    "operationKind": "query",
    "text": "query ManageAboPageQuery(\n  $donationId: ID!\n  $secret: String!\n) {\n  aboByManageLink(donationId: $donationId, secret: $secret) {\n    expiresAt\n    donation {\n      id\n      donationId\n      rhythm\n      active\n      endRequestedAt\n      endDueBy\n      ...DonationCard_donation\n    }\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  endRequestedAt\n  endDueBy\n  pendingAmountChange {\n    amount\n    dueBy\n  }\n  pause {\n    from\n    until\n    dueBy\n    done\n  }\n  orders {\n    id\n    amount\n    donatedAt\n    debitedAfterEndRequest\n  }\n  treeUnitsRequested\n  giftRecipientName\n}\n"
  }
};
})();

(node as any).hash = "2fd7cfdb9abadac087474cf0d394ef47";

export default node;
