/**
 * @generated SignedSource<<170b0d28c6e5094856a8b70302ca1d71>>
 * @relayHash 6cbdf6b24af07612ebbbf93dc5c244ae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1663e6428234d70931858c908e386ff00be202a4250132565e045231f1adcdf

import { ConcreteRequest } from 'relay-runtime';
export type useSuppressProfileCompletionMutation$variables = {
  at: string;
};
export type useSuppressProfileCompletionMutation$data = {
  readonly updateProfileCompletionSuppressedAt: {
    readonly id: string;
    readonly profileCompletionSuppressedAt: string | null | undefined;
  };
};
export type useSuppressProfileCompletionMutation = {
  response: useSuppressProfileCompletionMutation$data;
  variables: useSuppressProfileCompletionMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "at"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "profileCompletionSuppressedAt",
        "variableName": "at"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateProfileCompletionSuppressedAt",
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
        "name": "profileCompletionSuppressedAt",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSuppressProfileCompletionMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSuppressProfileCompletionMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6cbdf6b24af07612ebbbf93dc5c244ae",
    "id": "f1663e6428234d70931858c908e386ff00be202a4250132565e045231f1adcdf",
    "metadata": {},
    "name": "useSuppressProfileCompletionMutation",
    "operationKind": "mutation",
    "text": "mutation useSuppressProfileCompletionMutation(\n  $at: DateTime!\n) {\n  updateProfileCompletionSuppressedAt(profileCompletionSuppressedAt: $at) {\n    id\n    profileCompletionSuppressedAt\n  }\n}\n"
  }
};
})();

(node as any).hash = "405311d91e249c9f2a2f17db67521a44";

export default node;
