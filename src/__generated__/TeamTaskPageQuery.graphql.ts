/**
 * @generated SignedSource<<e061f2b8a7423a933f5495cb612d19b2>>
 * @relayHash 6f0debae43f6b8ce0311d70b864cbbee
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7c6a2b5fb9def099e9d8867d7c599e33c9635b236156a92daaeab730b82573ed

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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6f0debae43f6b8ce0311d70b864cbbee",
    "id": "7c6a2b5fb9def099e9d8867d7c599e33c9635b236156a92daaeab730b82573ed",
    "metadata": {},
    "name": "TeamTaskPageQuery",
    "operationKind": "query",
    "text": "query TeamTaskPageQuery(\n  $id: ID!\n  $secret: String!\n) {\n  teamTask(id: $id, secret: $secret) {\n    ...TeamTaskCard_task\n    id\n  }\n}\n\nfragment TeamTaskCard_task on TeamTask {\n  id\n  kind\n  state\n  requestedAt\n  dueBy\n  doneAt\n  doneBy\n  twingleTransactionId\n  forest\n  amount\n  newAmount\n}\n"
  }
};
})();

(node as any).hash = "8727fe0bc2b53847e57e2d5d48d0aec7";

export default node;
