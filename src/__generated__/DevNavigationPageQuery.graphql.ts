/**
 * @generated SignedSource<<f9945a37459b74ce7ea834b7dfbe1d45>>
 * @relayHash 15d533e27d553c4dede5b183cfcabcb2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e607d471608dc628ceae81c3dfae3292c5c6f685d14c517411b3136606c538a3

import { ConcreteRequest } from 'relay-runtime';
export type DevNavigationPageQuery$variables = Record<PropertyKey, never>;
export type DevNavigationPageQuery$data = {
  readonly forests: ReadonlyArray<string>;
  readonly greeting: string;
};
export type DevNavigationPageQuery = {
  response: DevNavigationPageQuery$data;
  variables: DevNavigationPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "greeting",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "forests",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DevNavigationPageQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DevNavigationPageQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "15d533e27d553c4dede5b183cfcabcb2",
    "id": "e607d471608dc628ceae81c3dfae3292c5c6f685d14c517411b3136606c538a3",
    "metadata": {},
    "name": "DevNavigationPageQuery",
    "operationKind": "query",
    "text": "query DevNavigationPageQuery {\n  greeting\n  forests\n}\n"
  }
};
})();

(node as any).hash = "37c939e8535a6c8795ac72003c9ad377";

export default node;
