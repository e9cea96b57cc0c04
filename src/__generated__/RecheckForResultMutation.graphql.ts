/**
 * @generated SignedSource<<a7934f259520d4aeba96907b304274f0>>
 * @relayHash 62ef1f77b9dd21660963af9ee98d1b68
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fcfcc2c7098f27986182bf590e2030df5e69d23fdf30cb04750fcf5f761613fd

import { ConcreteRequest } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type RecheckForResultMutation$variables = {
  amount: number;
  donationId: string;
  donationType: DonationType;
};
export type RecheckForResultMutation$data = {
  readonly changeAboAmount: {
    readonly amount: number;
    readonly donationType: DonationType;
    readonly id: string;
    readonly pendingAmountChange: {
      readonly amount: number;
      readonly donationType: DonationType;
      readonly dueBy: string | null | undefined;
      readonly requestedAt: string;
    } | null | undefined;
    readonly treeUnitsRequested: number;
  };
};
export type RecheckForResultMutation = {
  response: RecheckForResultMutation$data;
  variables: RecheckForResultMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "amount",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donationType",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": [
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
      }
    ],
    "concreteType": "OutputDonation",
    "kind": "LinkedField",
    "name": "changeAboAmount",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      (v3/*:: as any*/),
      (v4/*:: as any*/),
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
        "concreteType": "AboAmountChange",
        "kind": "LinkedField",
        "name": "pendingAmountChange",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "requestedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueBy",
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecheckForResultMutation",
    "selections": (v5/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecheckForResultMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "62ef1f77b9dd21660963af9ee98d1b68",
    "id": "fcfcc2c7098f27986182bf590e2030df5e69d23fdf30cb04750fcf5f761613fd",
    "metadata": {},
    "name": "RecheckForResultMutation",
    "operationKind": "mutation",
    "text": "mutation RecheckForResultMutation(\n  $donationId: ID!\n  $donationType: DonationType!\n  $amount: Float!\n) {\n  changeAboAmount(donationId: $donationId, donationType: $donationType, amount: $amount) {\n    id\n    amount\n    donationType\n    treeUnitsRequested\n    pendingAmountChange {\n      amount\n      donationType\n      requestedAt\n      dueBy\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d4061ecee4b6719b1c5323fc1402fd66";

export default node;
