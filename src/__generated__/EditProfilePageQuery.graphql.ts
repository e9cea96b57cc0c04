/**
 * @generated SignedSource<<fb5596ddb131155f8246e32c8dab5d9e>>
 * @relayHash 632ff3e68af5738fc700a61491d38e6e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3ff90dc8f8417f43ebaad9a2d2147bd517893c61ae149f4aefbae3421bc0ecf5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditProfilePageQuery$variables = Record<PropertyKey, never>;
export type EditProfilePageQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"EditProfileForm_user">;
  } | null | undefined;
};
export type EditProfilePageQuery = {
  response: EditProfilePageQuery$data;
  variables: EditProfilePageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "EditProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EditProfileForm_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EditProfilePageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "salutation",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "firstName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "companyName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "birthdate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "orderMailsEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "receiptMailsEnabled",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Address",
            "kind": "LinkedField",
            "name": "address",
            "plural": false,
            "selections": [
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
              },
              (v0/*:: as any*/)
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "632ff3e68af5738fc700a61491d38e6e",
    "id": "3ff90dc8f8417f43ebaad9a2d2147bd517893c61ae149f4aefbae3421bc0ecf5",
    "metadata": {},
    "name": "EditProfilePageQuery",
    "operationKind": "query",
    "text": "query EditProfilePageQuery {\n  user {\n    ...EditProfileForm_user\n    id\n  }\n}\n\nfragment EditProfileForm_user on User {\n  salutation\n  firstName\n  lastName\n  companyName\n  birthdate\n  orderMailsEnabled\n  receiptMailsEnabled\n  address {\n    street\n    zip\n    place\n    country\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d84fc0ff326b89d8af0bec4588af59a4";

export default node;
