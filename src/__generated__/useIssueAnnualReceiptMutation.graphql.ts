/**
 * @generated SignedSource<<642d0efffcb4fef8c49b84219cf0e27e>>
 * @relayHash 7667471bdb218fc36a366f9750e69950
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f9346340f3954f09223a87bd49706b6472a953b615dabc1b9a187d3f05bd41fa

import { ConcreteRequest } from 'relay-runtime';
export type useIssueAnnualReceiptMutation$variables = {
  year: number;
};
export type useIssueAnnualReceiptMutation$data = {
  readonly issueAnnualReceipt: {
    readonly fileName: string;
    readonly number: string;
    readonly pdfBase64: string;
  };
};
export type useIssueAnnualReceiptMutation = {
  response: useIssueAnnualReceiptMutation$data;
  variables: useIssueAnnualReceiptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "year"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "year",
        "variableName": "year"
      }
    ],
    "concreteType": "ReceiptDocument",
    "kind": "LinkedField",
    "name": "issueAnnualReceipt",
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
    "name": "useIssueAnnualReceiptMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useIssueAnnualReceiptMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "7667471bdb218fc36a366f9750e69950",
    "id": "f9346340f3954f09223a87bd49706b6472a953b615dabc1b9a187d3f05bd41fa",
    "metadata": {},
    "name": "useIssueAnnualReceiptMutation",
    "operationKind": "mutation",
    "text": "mutation useIssueAnnualReceiptMutation(\n  $year: Int!\n) {\n  issueAnnualReceipt(year: $year) {\n    number\n    fileName\n    pdfBase64\n  }\n}\n"
  }
};
})();

(node as any).hash = "40cf74578df54023ca29223a53ee5b59";

export default node;
