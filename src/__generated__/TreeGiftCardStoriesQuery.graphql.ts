/**
 * @generated SignedSource<<8f777421969c348886f8d5df1fb33165>>
 * @relayHash 186f6588116f8d6cbee3760028fb84a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b77d7ee16f1eac30ef1b516102b85bf9f234c046d68e27a9ad33dcb4037ef400

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TreeGiftCardStoriesQuery$variables = Record<PropertyKey, never>;
export type TreeGiftCardStoriesQuery$data = {
  readonly treeGifts: ReadonlyArray<{
    readonly id: string;
    readonly recipientName: string;
    readonly " $fragmentSpreads": FragmentRefs<"TreeGiftCard_gift">;
  }>;
};
export type TreeGiftCardStoriesQuery = {
  response: TreeGiftCardStoriesQuery$data;
  variables: TreeGiftCardStoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipientName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TreeGiftCardStoriesQuery",
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
          (v1/*:: as any*/),
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
    "name": "TreeGiftCardStoriesQuery",
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
          (v1/*:: as any*/),
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
    "cacheID": "186f6588116f8d6cbee3760028fb84a0",
    "id": "b77d7ee16f1eac30ef1b516102b85bf9f234c046d68e27a9ad33dcb4037ef400",
    "metadata": {},
    "name": "TreeGiftCardStoriesQuery",
    "operationKind": "query",
    "text": "query TreeGiftCardStoriesQuery {\n  treeGifts {\n    id\n    recipientName\n    ...TreeGiftCard_gift\n  }\n}\n\nfragment TreeGiftCard_gift on TreeGift {\n  id\n  recipientName\n  recipientEmail\n  message\n  deliverOn\n  state\n  deliveredAt\n  claimedAt\n  project\n  treeCount\n  amount\n  editable\n  certificateToken\n}\n"
  }
};
})();

(node as any).hash = "851abefa1a39854fbb5bcf86d62485a5";

export default node;
