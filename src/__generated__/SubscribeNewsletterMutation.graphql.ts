/**
 * @generated SignedSource<<0e3804dc2be544f191b9c1c8257b36f7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type NewsletterSubscriptionStatus = "CONFIRMED" | "PENDING_CONFIRMATION" | "%future added value";
export type NewsletterData = {
  emailDoubleCheck: string;
  newsletterEmail: string;
};
export type SubscribeNewsletterMutation$variables = {
  newsletterData: NewsletterData;
};
export type SubscribeNewsletterMutation$data = {
  readonly subscribeToNewsletter: {
    readonly status: NewsletterSubscriptionStatus;
    readonly success: boolean;
  };
};
export type SubscribeNewsletterMutation = {
  response: SubscribeNewsletterMutation$data;
  variables: SubscribeNewsletterMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "newsletterData"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "newsletterData",
        "variableName": "newsletterData"
      }
    ],
    "concreteType": "NewsletterSubscriptionResult",
    "kind": "LinkedField",
    "name": "subscribeToNewsletter",
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
    "name": "SubscribeNewsletterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SubscribeNewsletterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "9ff0aa178fce481b42096c44a1a46ea9",
    "id": null,
    "metadata": {},
    "name": "SubscribeNewsletterMutation",
    "operationKind": "mutation",
    "text": "mutation SubscribeNewsletterMutation(\n  $newsletterData: NewsletterData!\n) {\n  subscribeToNewsletter(newsletterData: $newsletterData) {\n    success\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a2ef7dfccfc2b8158718e82af8c6a5a";

export default node;
