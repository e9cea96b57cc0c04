/**
 * @generated SignedSource<<0cf0b6f5bbae05187d651d18940b3b75>>
 * @relayHash 3445a99a449a8707123c8f43bb5c2688
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4b88a0ece298669fa8bc845720cbb9ee158d563b08b6cd0495ba11bd6fd1839b

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
    "cacheID": "3445a99a449a8707123c8f43bb5c2688",
    "id": "4b88a0ece298669fa8bc845720cbb9ee158d563b08b6cd0495ba11bd6fd1839b",
    "metadata": {},
    "name": "RecheckForResultMutation",
    "operationKind": "mutation",
    "text": "mutation RecheckForResultMutation(\n  $donationId: ID!\n  $donationType: DonationType!\n  $amount: Float!\n) {\n  changeAboAmount(donationId: $donationId, donationType: $donationType, amount: $amount) {\n    id\n    amount\n    donationType\n    treeUnitsRequested\n    pendingAmountChange {\n      amount\n      donationType\n      requestedAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8f64c52fc50ca57b1e51ee36ae8c9d51";

export default node;
