/**
 * @generated SignedSource<<8e49964b8e49e991004c46195868a135>>
 * @relayHash b71cf977ae9944c3c70905a1ac54d138
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b48f3a27f77fd4290e9c7016aa3f3de32a7c0b6edf6ed6abc622d2a9a141af2d

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterState = "CONFIRMED" | "NOT_SUBSCRIBED" | "PENDING_CONFIRMATION" | "%future added value";
export type useSyncEmailFromIdentityMutation$variables = Record<PropertyKey, never>;
export type useSyncEmailFromIdentityMutation$data = {
  readonly syncEmailFromIdentity: {
    readonly email: string;
    readonly id: string;
    readonly newsletter: NewsletterState | null | undefined;
  };
};
export type useSyncEmailFromIdentityMutation = {
  response: useSyncEmailFromIdentityMutation$data;
  variables: useSyncEmailFromIdentityMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "syncEmailFromIdentity",
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
        "name": "email",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "newsletter",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSyncEmailFromIdentityMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSyncEmailFromIdentityMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b71cf977ae9944c3c70905a1ac54d138",
    "id": "b48f3a27f77fd4290e9c7016aa3f3de32a7c0b6edf6ed6abc622d2a9a141af2d",
    "metadata": {},
    "name": "useSyncEmailFromIdentityMutation",
    "operationKind": "mutation",
    "text": "mutation useSyncEmailFromIdentityMutation {\n  syncEmailFromIdentity {\n    id\n    email\n    newsletter\n  }\n}\n"
  }
};
})();

(node as any).hash = "f309d84337a664a7bccf085b615a2585";

export default node;
