/**
 * @generated SignedSource<<e0b653e4a92ac134d1e6c94d4dc1303d>>
 * @relayHash 9ff0aa178fce481b42096c44a1a46ea9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 147f76db977fc6ee0986f2faa0b5a8987cb6ed8cbfa6ee421241e5498bdbb8df

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
    "id": "147f76db977fc6ee0986f2faa0b5a8987cb6ed8cbfa6ee421241e5498bdbb8df",
    "metadata": {},
    "name": "SubscribeNewsletterMutation",
    "operationKind": "mutation",
    "text": "mutation SubscribeNewsletterMutation(\n  $newsletterData: NewsletterData!\n) {\n  subscribeToNewsletter(newsletterData: $newsletterData) {\n    success\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "8a2ef7dfccfc2b8158718e82af8c6a5a";

export default node;
