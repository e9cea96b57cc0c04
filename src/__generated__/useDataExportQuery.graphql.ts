/**
 * @generated SignedSource<<6df354df6cf4ae7baf77cceb45061928>>
 * @relayHash df6ec01415fbe38b8525ffe8f72ea52f
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f7dbbf597e52544a5bf0fc39f1a72c1b398c687bf7245f226c7423c5bc287f85

import { ConcreteRequest } from 'relay-runtime';
export type useDataExportQuery$variables = Record<PropertyKey, never>;
export type useDataExportQuery$data = {
  readonly myDataExport: {
    readonly exportedAt: string;
    readonly geojson: string;
    readonly json: string;
  };
};
export type useDataExportQuery = {
  response: useDataExportQuery$data;
  variables: useDataExportQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "DataExport",
    "kind": "LinkedField",
    "name": "myDataExport",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "exportedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "json",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "geojson",
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
    "name": "useDataExportQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useDataExportQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "df6ec01415fbe38b8525ffe8f72ea52f",
    "id": "f7dbbf597e52544a5bf0fc39f1a72c1b398c687bf7245f226c7423c5bc287f85",
    "metadata": {},
    "name": "useDataExportQuery",
    "operationKind": "query",
    "text": "query useDataExportQuery {\n  myDataExport {\n    exportedAt\n    json\n    geojson\n  }\n}\n"
  }
};
})();

(node as any).hash = "2be0dbc1ff35da8c8b5286ed17136af8";

export default node;
