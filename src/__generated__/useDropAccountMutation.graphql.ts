/**
 * @generated SignedSource<<e9a3482e8d7d8f0a98288803b3d9ef38>>
 * @relayHash ea8e52b69666b2c5bda131f894d9e581
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID dc74285836a0974a4df381def89d5031f02ecbecadd86f7b012cab41788407ea

import { ConcreteRequest } from 'relay-runtime';
export type useDropAccountMutation$variables = Record<PropertyKey, never>;
export type useDropAccountMutation$data = {
  readonly dropUser: ReadonlyArray<{
    readonly active: boolean;
    readonly id: string;
  }>;
};
export type useDropAccountMutation = {
  response: useDropAccountMutation$data;
  variables: useDropAccountMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "OutputDonation",
    "kind": "LinkedField",
    "name": "dropUser",
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
    "name": "useDropAccountMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDropAccountMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "ea8e52b69666b2c5bda131f894d9e581",
    "id": "dc74285836a0974a4df381def89d5031f02ecbecadd86f7b012cab41788407ea",
    "metadata": {},
    "name": "useDropAccountMutation",
    "operationKind": "mutation",
    "text": "mutation useDropAccountMutation {\n  dropUser {\n    id\n    active\n  }\n}\n"
  }
};
})();

(node as any).hash = "99d1eb5dd5591131acfda4a5c649de31";

export default node;
