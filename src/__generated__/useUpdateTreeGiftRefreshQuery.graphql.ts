/**
 * @generated SignedSource<<794ba3fd2732ca3758c430be3659036a>>
 * @relayHash e4a5a7d04ce5e856f15d9967cca06e6f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c6c5f4ff4d22aa8812bbbe45e2824160a2939daa859300bd8fd0b18bd39750da

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useUpdateTreeGiftRefreshQuery$variables = Record<PropertyKey, never>;
export type useUpdateTreeGiftRefreshQuery$data = {
  readonly treeGifts: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"TreeGiftCard_gift">;
  }>;
};
export type useUpdateTreeGiftRefreshQuery = {
  response: useUpdateTreeGiftRefreshQuery$data;
  variables: useUpdateTreeGiftRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTreeGiftRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TreeGift",
        "kind": "LinkedField",
        "name": "treeGifts",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TreeGiftCard_gift"
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useUpdateTreeGiftRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TreeGift",
        "kind": "LinkedField",
        "name": "treeGifts",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
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
    "cacheID": "e4a5a7d04ce5e856f15d9967cca06e6f",
    "id": "c6c5f4ff4d22aa8812bbbe45e2824160a2939daa859300bd8fd0b18bd39750da",
    "metadata": {},
    "name": "useUpdateTreeGiftRefreshQuery",
    "operationKind": "query",
    "text": "query useUpdateTreeGiftRefreshQuery {\n  treeGifts {\n    id\n    ...TreeGiftCard_gift\n  }\n}\n\nfragment TreeGiftCard_gift on TreeGift {\n  id\n  recipientName\n  recipientEmail\n  message\n  deliverOn\n  state\n  deliveredAt\n  claimedAt\n  project\n  treeCount\n  amount\n  editable\n  certificateToken\n}\n"
  }
};
})();

(node as any).hash = "0cfbf55a717988b47d3eca1c0612d4c8";

export default node;
