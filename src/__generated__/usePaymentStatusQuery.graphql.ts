/**
 * @generated SignedSource<<5a134d126b08d75481b37ce0fe57c6e8>>
 * @relayHash 65d4af80932856bb78ba80bf18c32eb9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d60a76edd7755fc371fd83270df0ae44ea0001f48e6f1d35989aaa905c5b4cd2

import { ConcreteRequest } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type Rhythm = "halfyearly" | "monthly" | "one_time" | "quarterly" | "yearly" | "%future added value";
export type usePaymentStatusQuery$variables = {
  id: string;
};
export type usePaymentStatusQuery$data = {
  readonly paymentIntent: {
    readonly amount: number | null | undefined;
    readonly donation: {
      readonly amount: number;
      readonly donationId: string;
      readonly donationType: DonationType;
      readonly id: string;
      readonly project: string;
      readonly rhythm: Rhythm;
      readonly treeUnitsRequested: number;
    } | null | undefined;
    readonly donationType: DonationType | null | undefined;
    readonly gift: {
      readonly certificateToken: string;
      readonly deliverOn: string;
      readonly recipientEmail: string | null | undefined;
      readonly recipientName: string;
    } | null | undefined;
    readonly id: string;
    readonly project: string;
  } | null | undefined;
};
export type usePaymentStatusQuery = {
  response: usePaymentStatusQuery$data;
  variables: usePaymentStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "name": "project",
  "storageKey": null
},
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
  "concreteType": "OutputDonation",
  "kind": "LinkedField",
  "name": "donation",
  "plural": false,
  "selections": [
    (v2/*:: as any*/),
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
    (v5/*:: as any*/),
    (v3/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treeUnitsRequested",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipientName",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipientEmail",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deliverOn",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "certificateToken",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePaymentStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentIntent",
        "kind": "LinkedField",
        "name": "paymentIntent",
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
            "concreteType": "TreeGift",
            "kind": "LinkedField",
            "name": "gift",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/)
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
    "name": "usePaymentStatusQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "PaymentIntent",
        "kind": "LinkedField",
        "name": "paymentIntent",
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
            "concreteType": "TreeGift",
            "kind": "LinkedField",
            "name": "gift",
            "plural": false,
            "selections": [
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "65d4af80932856bb78ba80bf18c32eb9",
    "id": "d60a76edd7755fc371fd83270df0ae44ea0001f48e6f1d35989aaa905c5b4cd2",
    "metadata": {},
    "name": "usePaymentStatusQuery",
    "operationKind": "query",
    "text": "query usePaymentStatusQuery(\n  $id: ID!\n) {\n  paymentIntent(id: $id) {\n    id\n    project\n    donationType\n    amount\n    donation {\n      id\n      donationId\n      donationType\n      rhythm\n      amount\n      project\n      treeUnitsRequested\n    }\n    gift {\n      recipientName\n      recipientEmail\n      deliverOn\n      certificateToken\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "7ced98883e2eed027d264a23a2c1e70d";

export default node;
