/**
 * @generated SignedSource<<36909b8326e98d77ccf2c8bd45ba66b2>>
 * @relayHash fd4fc3705fdd9b0af3c6da26438ce279
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 345a7d7df821db69e747e4900ce118a3ae8e7b8cc49a8ef6fc1d511e6ac8110f

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterSubscriptionStatus = "CONFIRMED" | "PENDING_CONFIRMATION" | "%future added value";
export type useConfirmNewsletterMutation$variables = {
  token: string;
};
export type useConfirmNewsletterMutation$data = {
  readonly confirmNewsletterSubscription: {
    readonly status: NewsletterSubscriptionStatus;
    readonly success: boolean;
  };
};
export type useConfirmNewsletterMutation = {
  response: useConfirmNewsletterMutation$data;
  variables: useConfirmNewsletterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "token",
        "variableName": "token"
      }
    ],
    "concreteType": "NewsletterSubscriptionResult",
    "kind": "LinkedField",
    "name": "confirmNewsletterSubscription",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "success",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
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
    "name": "useConfirmNewsletterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useConfirmNewsletterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "fd4fc3705fdd9b0af3c6da26438ce279",
    "id": "345a7d7df821db69e747e4900ce118a3ae8e7b8cc49a8ef6fc1d511e6ac8110f",
    "metadata": {},
    "name": "useConfirmNewsletterMutation",
    "operationKind": "mutation",
    "text": "mutation useConfirmNewsletterMutation(\n  $token: String!\n) {\n  confirmNewsletterSubscription(token: $token) {\n    success\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "4c2096b761ed75901e6c338a32f279be";

export default node;
