/**
 * @generated SignedSource<<b26d07a25d6cad86b05e988cebe23b7b>>
 * @relayHash 337d39167fb72c3cda69493009c47129
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 89d284a87ba14b00a044c92c91acbfa19e500465376f0b5b50d58f2162fbd77e

import { ConcreteRequest } from 'relay-runtime';
export type useIssueReceiptMutation$variables = {
  giftId: string;
};
export type useIssueReceiptMutation$data = {
  readonly issueReceipt: {
    readonly fileName: string;
    readonly number: string;
    readonly pdfBase64: string;
  };
};
export type useIssueReceiptMutation = {
  response: useIssueReceiptMutation$data;
  variables: useIssueReceiptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "giftId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "giftId",
        "variableName": "giftId"
      }
    ],
    "concreteType": "ReceiptDocument",
    "kind": "LinkedField",
    "name": "issueReceipt",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "number",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "fileName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pdfBase64",
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
    "name": "useIssueReceiptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIssueReceiptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "337d39167fb72c3cda69493009c47129",
    "id": "89d284a87ba14b00a044c92c91acbfa19e500465376f0b5b50d58f2162fbd77e",
    "metadata": {},
    "name": "useIssueReceiptMutation",
    "operationKind": "mutation",
    "text": "mutation useIssueReceiptMutation(\n  $giftId: ID!\n) {\n  issueReceipt(giftId: $giftId) {\n    number\n    fileName\n    pdfBase64\n  }\n}\n"
  }
};
})();

(node as any).hash = "94991b7b7b62071666cd2dff13fa196a";

export default node;
