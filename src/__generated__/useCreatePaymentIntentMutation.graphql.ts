/**
 * @generated SignedSource<<827837c02c0ef2766bbb62d46a472f00>>
 * @relayHash 2d99889fce1d0bf01d6700a485963f83
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4bf4e709d23af323e8906fe2bc85ae88feb2f0a9d3b506c1fc0613bd12520a78

import { ConcreteRequest } from 'relay-runtime';
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type InputTreeGift = {
  deliverOn: string;
  message?: string | null | undefined;
  recipientEmail?: string | null | undefined;
  recipientName: string;
};
export type useCreatePaymentIntentMutation$variables = {
  amount?: number | null | undefined;
  donationType?: DonationType | null | undefined;
  gift?: InputTreeGift | null | undefined;
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
  "name": "gift"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "project"
},
v4 = [
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
        "name": "gift",
        "variableName": "gift"
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
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreatePaymentIntentMutation",
    "selections": (v4/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v3/*:: as any*/),
      (v1/*:: as any*/),
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useCreatePaymentIntentMutation",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "2d99889fce1d0bf01d6700a485963f83",
    "id": "4bf4e709d23af323e8906fe2bc85ae88feb2f0a9d3b506c1fc0613bd12520a78",
    "metadata": {},
    "name": "useCreatePaymentIntentMutation",
    "operationKind": "mutation",
    "text": "mutation useCreatePaymentIntentMutation(\n  $project: String!\n  $donationType: DonationType\n  $amount: Float\n  $gift: InputTreeGift\n) {\n  createTwingleCampaignId(project: $project, donationType: $donationType, amount: $amount, gift: $gift)\n}\n"
  }
};
})();

(node as any).hash = "52815809cb27e4d38954673505ab46b6";

export default node;
