/**
 * @generated SignedSource<<c1725bffde047dfe734b184ea7c94542>>
 * @relayHash d6adf98d9c518d735c806e84a57bf668
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8b8e7ffe657ab51487d823c05ca7bd4433d5a3a9404ef7ad97f91f0a6c57cfdd

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUpdateTreeGiftMutation$variables = {
  deliverOn?: string | null | undefined;
  id: string;
  message?: string | null | undefined;
};
export type useUpdateTreeGiftMutation$data = {
  readonly updateTreeGift: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TreeGiftCard_gift">;
  };
};
export type useUpdateTreeGiftMutation = {
  response: useUpdateTreeGiftMutation$data;
  variables: useUpdateTreeGiftMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "deliverOn"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "message"
},
v3 = [
  {
    "kind": "Variable",
    "name": "deliverOn",
    "variableName": "deliverOn"
  },
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "message",
    "variableName": "message"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
    "name": "useUpdateTreeGiftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "TreeGift",
        "kind": "LinkedField",
        "name": "updateTreeGift",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TreeGiftCard_gift"
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
      (v0/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateTreeGiftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*:: as any*/),
        "concreteType": "TreeGift",
        "kind": "LinkedField",
        "name": "updateTreeGift",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientEmail",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliverOn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "state",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "deliveredAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "claimedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "project",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "treeCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "editable",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "certificateToken",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d6adf98d9c518d735c806e84a57bf668",
    "id": "8b8e7ffe657ab51487d823c05ca7bd4433d5a3a9404ef7ad97f91f0a6c57cfdd",
    "metadata": {},
    "name": "useUpdateTreeGiftMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTreeGiftMutation(\n  $id: ID!\n  $deliverOn: Date\n  $message: String\n) {\n  updateTreeGift(id: $id, deliverOn: $deliverOn, message: $message) {\n    id\n    ...TreeGiftCard_gift\n  }\n}\n\nfragment TreeGiftCard_gift on TreeGift {\n  id\n  recipientName\n  recipientEmail\n  message\n  deliverOn\n  state\n  deliveredAt\n  claimedAt\n  project\n  treeCount\n  amount\n  editable\n  certificateToken\n}\n"
  }
};
})();

(node as any).hash = "778e3aab552a7dc184a4d2d6255d54e3";

export default node;
