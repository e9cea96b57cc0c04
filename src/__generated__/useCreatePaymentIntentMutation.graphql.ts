/**
 * @generated SignedSource<<b7c57f23f90b9fe69715277da47128d2>>
 * @relayHash ed1bd2562ef1896b6e9c8549f08ab04f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc7185cf7822fc169e6b53ae54ac0b621be6496300f165ea3eaed4e2c7b97643

import { ConcreteRequest } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type useCreatePaymentIntentMutation$variables = {
  amount?: number | null | undefined;
  donationType?: DonationType | null | undefined;
  project: string;
};
export type useCreatePaymentIntentMutation$data = {
  readonly createTwingleCampaignId: string;
};
export type useCreatePaymentIntentMutation = {
  response: useCreatePaymentIntentMutation$data;
  variables: useCreatePaymentIntentMutation$variables;
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
  "name": "donationType"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "project"
},
v3 = [
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
        "name": "donationType",
        "variableName": "donationType"
      },
      {
        "kind": "Variable",
        "name": "project",
        "variableName": "project"
      }
    ],
    "kind": "ScalarField",
    "name": "createTwingleCampaignId",
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
    "name": "useCreatePaymentIntentMutation",
    "selections": (v3/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreatePaymentIntentMutation",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "ed1bd2562ef1896b6e9c8549f08ab04f",
    "id": "dc7185cf7822fc169e6b53ae54ac0b621be6496300f165ea3eaed4e2c7b97643",
    "metadata": {},
    "name": "useCreatePaymentIntentMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePaymentIntentMutation(\n  $project: String!\n  $donationType: DonationType\n  $amount: Float\n) {\n  createTwingleCampaignId(project: $project, donationType: $donationType, amount: $amount)\n}\n"
  }
};
})();

(node as any).hash = "e35d2e66872a7b1613424c9971c818dd";

export default node;
