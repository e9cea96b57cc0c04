/**
 * @generated SignedSource<<decd08865cb1eb8f04e2323a440c8ee9>>
 * @relayHash c29057d8572b4ae69350944cf715fd10
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e146469f77a6277ebbe889dca93be04786f506874e452f54d38291aa9c70cab8

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
    "cacheID": "c29057d8572b4ae69350944cf715fd10",
    "id": "e146469f77a6277ebbe889dca93be04786f506874e452f54d38291aa9c70cab8",
    "metadata": {},
    "name": "EditProfilePageQuery",
    "operationKind": "query",
    "text": "query EditProfilePageQuery {\n  user {\n    ...EditProfileForm_user\n    id\n  }\n}\n\nfragment EditProfileForm_user on User {\n  salutation\n  firstName\n  lastName\n  companyName\n  birthdate\n  orderMailsEnabled\n  address {\n    street\n    zip\n    place\n    country\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d84fc0ff326b89d8af0bec4588af59a4";

export default node;
