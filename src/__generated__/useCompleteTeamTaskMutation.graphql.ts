/**
 * @generated SignedSource<<49f184526065c51ba1a1d91317dd7f13>>
 * @relayHash 594f66d8571d86f4cabe34da06f9da80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ff6db814e28404343cb95580c7449c136329ccae2425c64eac5dc53b19286438

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useCompleteTeamTaskMutation$variables = {
  id: string;
  secret: string;
};
export type useCompleteTeamTaskMutation$data = {
  readonly completeTeamTask: {
    readonly " $fragmentSpreads": FragmentRefs<"TeamTaskCard_task">;
  };
};
export type useCompleteTeamTaskMutation = {
  response: useCompleteTeamTaskMutation$data;
  variables: useCompleteTeamTaskMutation$variables;
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
    "name": "useCompleteTeamTaskMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TeamTask",
        "kind": "LinkedField",
        "name": "completeTeamTask",
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCompleteTeamTaskMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TeamTask",
        "kind": "LinkedField",
        "name": "completeTeamTask",
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
    "cacheID": "594f66d8571d86f4cabe34da06f9da80",
    "id": "ff6db814e28404343cb95580c7449c136329ccae2425c64eac5dc53b19286438",
    "metadata": {},
    "name": "useCompleteTeamTaskMutation",
    "operationKind": "mutation",
    "text": "mutation useCompleteTeamTaskMutation(\n  $id: ID!\n  $secret: String!\n) {\n  completeTeamTask(id: $id, secret: $secret) {\n    ...TeamTaskCard_task\n    id\n  }\n}\n\nfragment TeamTaskCard_task on TeamTask {\n  id\n  kind\n  state\n  requestedAt\n  dueBy\n  doneAt\n  doneBy\n  twingleTransactionId\n  forest\n  amount\n  newAmount\n  pauseFrom\n  pauseUntil\n}\n"
  }
};
})();

(node as any).hash = "5345b1197a463d74f2022b82f894eec3";

export default node;
