/**
 * @generated SignedSource<<191601ff189421117325e8cd3488b45c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FrontendError = {
  message: string;
  stacktrace?: string | null | undefined;
  url?: string | null | undefined;
  userAgent?: string | null | undefined;
};
export type reportFrontendErrorMutation$variables = {
  frontendError: FrontendError;
};
export type reportFrontendErrorMutation$data = {
  readonly reportFrontendError: boolean;
};
export type reportFrontendErrorMutation = {
  response: reportFrontendErrorMutation$data;
  variables: reportFrontendErrorMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "frontendError"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "frontendError",
        "variableName": "frontendError"
      }
    ],
    "kind": "ScalarField",
    "name": "reportFrontendError",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "reportFrontendErrorMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "reportFrontendErrorMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "4a05599a72c8c8c3dbed3d0b15430029",
    "id": null,
    "metadata": {},
    "name": "reportFrontendErrorMutation",
    "operationKind": "mutation",
    "text": "mutation reportFrontendErrorMutation(\n  $frontendError: FrontendError!\n) {\n  reportFrontendError(frontendError: $frontendError)\n}\n"
  }
};
})();

(node as any).hash = "13288b0a6360e816f5bd52c0893e260d";

export default node;
