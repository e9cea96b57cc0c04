/**
 * @generated SignedSource<<c350587c833de11d4f00690b2a0332cb>>
 * @relayHash 84e7df9328c0a26c6db54b222217040b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2fc9f9d25f1d6b8dc203ee4c782e46c06bb2c50c61eba80792c41200e80da015

import { ConcreteRequest } from 'relay-runtime';
export type InputContactData = {
  contactEmail: string;
  contactName: string;
  emailDoubleCheck: string;
  message: string;
  subject?: string | null | undefined;
};
export type SendContactEmailMutation$variables = {
  contactData: InputContactData;
};
export type SendContactEmailMutation$data = {
  readonly sendContactEmail: boolean;
};
export type SendContactEmailMutation = {
  response: SendContactEmailMutation$data;
  variables: SendContactEmailMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contactData"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contactData",
        "variableName": "contactData"
      }
    ],
    "kind": "ScalarField",
    "name": "sendContactEmail",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SendContactEmailMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SendContactEmailMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "84e7df9328c0a26c6db54b222217040b",
    "id": "2fc9f9d25f1d6b8dc203ee4c782e46c06bb2c50c61eba80792c41200e80da015",
    "metadata": {},
    "name": "SendContactEmailMutation",
    "operationKind": "mutation",
    "text": "mutation SendContactEmailMutation(\n  $contactData: InputContactData!\n) {\n  sendContactEmail(contactData: $contactData)\n}\n"
  }
};
})();

(node as any).hash = "b907189d8788a6448e6d2be54f42fd9f";

export default node;
