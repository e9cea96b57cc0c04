/**
 * @generated SignedSource<<1cd38f60148decbef640d6dc443f3aee>>
 * @relayHash f6cce9de56d341f1f086ba4a3b882a6d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b991f9c42a694e982f633f5d061690d45c200637b1b45cc30148c6dc82b16906

import { ConcreteRequest } from 'relay-runtime';
export type useCloseAccountMutation$variables = Record<PropertyKey, never>;
export type useCloseAccountMutation$data = {
  readonly deleteUser: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
  }>;
};
export type useCloseAccountMutation = {
  response: useCloseAccountMutation$data;
  variables: useCloseAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OutputDonation",
    "kind": "LinkedField",
    "name": "deleteUser",
    "plural": true,
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
        "name": "active",
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
    "name": "useCloseAccountMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useCloseAccountMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f6cce9de56d341f1f086ba4a3b882a6d",
    "id": "b991f9c42a694e982f633f5d061690d45c200637b1b45cc30148c6dc82b16906",
    "metadata": {},
    "name": "useCloseAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useCloseAccountMutation {\n  deleteUser {\n    id\n    active\n  }\n}\n"
  }
};
})();

(node as any).hash = "f909f1b8f21e81cafd45280a33525431";

export default node;
