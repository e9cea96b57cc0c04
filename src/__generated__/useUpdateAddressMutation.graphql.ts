/**
 * @generated SignedSource<<0794d9bf1a006b859caa321db734232a>>
 * @relayHash 98b0a3796f9a9025f7e71b8c720e4486
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 31774e858bffd6856a7d70b8000bef417accb74f2efada3a8688aab15aeb6dcf

import { ConcreteRequest } from 'relay-runtime';
export type InputAddress = {
  country?: string | null | undefined;
  place?: string | null | undefined;
  street?: string | null | undefined;
  zip?: string | null | undefined;
};
export type useUpdateAddressMutation$variables = {
  address: InputAddress;
};
export type useUpdateAddressMutation$data = {
  readonly updateAddress: {
    readonly country: string | null | undefined;
    readonly id: string;
    readonly place: string | null | undefined;
    readonly street: string | null | undefined;
    readonly zip: string | null | undefined;
  };
};
export type useUpdateAddressMutation = {
  response: useUpdateAddressMutation$data;
  variables: useUpdateAddressMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "address"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "address",
        "variableName": "address"
      }
    ],
    "concreteType": "Address",
    "kind": "LinkedField",
    "name": "updateAddress",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "street",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "zip",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "place",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "country",
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
    "name": "useUpdateAddressMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateAddressMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "98b0a3796f9a9025f7e71b8c720e4486",
    "id": "31774e858bffd6856a7d70b8000bef417accb74f2efada3a8688aab15aeb6dcf",
    "metadata": {},
    "name": "useUpdateAddressMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAddressMutation(\n  $address: InputAddress!\n) {\n  updateAddress(address: $address) {\n    id\n    street\n    zip\n    place\n    country\n  }\n}\n"
  }
};
})();

(node as any).hash = "9ad9c8a6586495b998b4bf0209390c8a";

export default node;
