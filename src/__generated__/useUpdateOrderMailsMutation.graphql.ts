/**
 * @generated SignedSource<<de6a9777f56452895310db2b1424d316>>
 * @relayHash 79f835f83c49616a31237e0267a129bb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c0075eee3ef24ab41487f0a8fbc3952aca1329e3c2a9661150d7615972e2ed90

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateOrderMailsMutation$variables = {
  enabled: boolean;
};
export type useUpdateOrderMailsMutation$data = {
  readonly updateOrderMailsEnabled: {
    readonly id: string;
    readonly orderMailsEnabled: boolean;
  };
};
export type useUpdateOrderMailsMutation = {
  response: useUpdateOrderMailsMutation$data;
  variables: useUpdateOrderMailsMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "enabled"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "enabled",
        "variableName": "enabled"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "updateOrderMailsEnabled",
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
        "name": "orderMailsEnabled",
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
    "name": "useUpdateOrderMailsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateOrderMailsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "79f835f83c49616a31237e0267a129bb",
    "id": "c0075eee3ef24ab41487f0a8fbc3952aca1329e3c2a9661150d7615972e2ed90",
    "metadata": {},
    "name": "useUpdateOrderMailsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateOrderMailsMutation(\n  $enabled: Boolean!\n) {\n  updateOrderMailsEnabled(enabled: $enabled) {\n    id\n    orderMailsEnabled\n  }\n}\n"
  }
};
})();

(node as any).hash = "72c3810fdc83e0c40e9886d17c75cb11";

export default node;
