/**
 * @generated SignedSource<<8b61ec7fdc6f450b0d5d71ec6aec2d87>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "id": null,
    "metadata": {},
    "name": "DevNavigationPageQuery",
    "operationKind": "query",
    "text": "query DevNavigationPageQuery {\n  greeting\n  forests\n}\n"
  }
};
})();

(node as any).hash = "37c939e8535a6c8795ac72003c9ad377";

export default node;
