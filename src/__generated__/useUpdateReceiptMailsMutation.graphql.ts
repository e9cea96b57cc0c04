/**
 * @generated SignedSource<<fd1b8d21b4688c500042e34d4ca91ced>>
 * @relayHash 8310d802a765483364a1aa1f8725bc95
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 90d69436633659627d3de14ece4f62aa6913de1beacf1863d9da7dfe9925734d

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateReceiptMailsMutation$variables = {
  enabled: boolean;
};
export type useUpdateReceiptMailsMutation$data = {
  readonly updateReceiptMailsEnabled: {
    readonly id: string;
    readonly receiptMailsEnabled: boolean;
  };
};
export type useUpdateReceiptMailsMutation = {
  response: useUpdateReceiptMailsMutation$data;
  variables: useUpdateReceiptMailsMutation$variables;
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
    "name": "updateReceiptMailsEnabled",
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
        "name": "receiptMailsEnabled",
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
    "name": "useUpdateReceiptMailsMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateReceiptMailsMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "8310d802a765483364a1aa1f8725bc95",
    "id": "90d69436633659627d3de14ece4f62aa6913de1beacf1863d9da7dfe9925734d",
    "metadata": {},
    "name": "useUpdateReceiptMailsMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateReceiptMailsMutation(\n  $enabled: Boolean!\n) {\n  updateReceiptMailsEnabled(enabled: $enabled) {\n    id\n    receiptMailsEnabled\n  }\n}\n"
  }
};
})();

(node as any).hash = "60f30a11b9166d3c2463beb858b98957";

export default node;
