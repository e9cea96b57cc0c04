/**
 * @generated SignedSource<<8e69d9f0caa8b50386cf7afe4bc6bb2d>>
 * @relayHash 4a05599a72c8c8c3dbed3d0b15430029
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1576a6969e74d995eafc691ac7f150903ce08c8122004bc0593171c75ddb938a

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
    "id": "1576a6969e74d995eafc691ac7f150903ce08c8122004bc0593171c75ddb938a",
    "metadata": {},
    "name": "reportFrontendErrorMutation",
    "operationKind": "mutation",
    "text": "mutation reportFrontendErrorMutation(\n  $frontendError: FrontendError!\n) {\n  reportFrontendError(frontendError: $frontendError)\n}\n"
  }
};
})();

(node as any).hash = "13288b0a6360e816f5bd52c0893e260d";

export default node;
