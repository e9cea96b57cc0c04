/**
 * @generated SignedSource<<550f3d5afb6e555affb0cfe88d8b7547>>
 * @relayHash e7988ca18f81c86550e2c12db550f43d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 76146123f55fdddb5c0a6ffdbf98da5db122567d122815418b95ad95806919ef

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TeamTaskPageQuery$variables = {
  id: string;
  secret: string;
};
export type TeamTaskPageQuery$data = {
  readonly teamTask: {
    readonly " $fragmentSpreads": FragmentRefs<"TeamTaskCard_task">;
  } | null | undefined;
};
export type TeamTaskPageQuery = {
  response: TeamTaskPageQuery$data;
  variables: TeamTaskPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
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
    "name": "id",
    "variableName": "id"
  },
  {
    "kind": "Variable",
    "name": "secret",
    "variableName": "secret"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "TeamTaskPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TeamTask",
        "kind": "LinkedField",
        "name": "teamTask",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "TeamTaskCard_task"
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
    "name": "TeamTaskPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TeamTask",
        "kind": "LinkedField",
        "name": "teamTask",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
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
            "name": "requestedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "dueBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "doneAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "doneBy",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "twingleTransactionId",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "forest",
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
            "name": "newAmount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pauseFrom",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pauseUntil",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e7988ca18f81c86550e2c12db550f43d",
    "id": "76146123f55fdddb5c0a6ffdbf98da5db122567d122815418b95ad95806919ef",
    "metadata": {},
    "name": "TeamTaskPageQuery",
    "operationKind": "query",
    "text": "query TeamTaskPageQuery(\n  $id: ID!\n  $secret: String!\n) {\n  teamTask(id: $id, secret: $secret) {\n    ...TeamTaskCard_task\n    id\n  }\n}\n\nfragment TeamTaskCard_task on TeamTask {\n  id\n  kind\n  state\n  requestedAt\n  dueBy\n  doneAt\n  doneBy\n  twingleTransactionId\n  forest\n  amount\n  newAmount\n  pauseFrom\n  pauseUntil\n}\n"
  }
};
})();

(node as any).hash = "8727fe0bc2b53847e57e2d5d48d0aec7";

export default node;
