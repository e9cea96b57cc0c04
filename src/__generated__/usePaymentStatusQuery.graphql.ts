/**
 * @generated SignedSource<<f77e556c9c1b4f556fe008ba2e4bbffc>>
 * @relayHash fcb6b725c8d2ab45f024df3db65f496c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9a7d02de639076817dc47e83582a119d490cae65b9700c199cfe7bfa9ded028e

import { ConcreteRequest } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type Rhythm = "monthly" | "one_time" | "%future added value";
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
  "name": "project",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donationType",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "PaymentIntent",
    "kind": "LinkedField",
    "name": "paymentIntent",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "donation",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "donationId",
            "storageKey": null
          },
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "rhythm",
            "storageKey": null
          },
          (v4/*:: as any*/),
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "treeUnitsRequested",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePaymentStatusQuery",
    "selections": (v5/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePaymentStatusQuery",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "fcb6b725c8d2ab45f024df3db65f496c",
    "id": "9a7d02de639076817dc47e83582a119d490cae65b9700c199cfe7bfa9ded028e",
    "metadata": {},
    "name": "usePaymentStatusQuery",
    "operationKind": "query",
    "text": "query usePaymentStatusQuery(\n  $id: ID!\n) {\n  paymentIntent(id: $id) {\n    id\n    project\n    donationType\n    amount\n    donation {\n      id\n      donationId\n      donationType\n      rhythm\n      amount\n      project\n      treeUnitsRequested\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "be6850751109dfda82c69dd6373b9873";

export default node;
