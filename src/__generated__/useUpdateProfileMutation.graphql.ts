/**
 * @generated SignedSource<<2c93a11ad3d78ac9bea96396ceba92cb>>
 * @relayHash d5ca160130c2bde966beff42d3d49030
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1c03b94554440ff191419d3460767d0657a5a667426625d2a8db5f28504eb465

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InputUser = {
  address?: InputAddress | null | undefined;
  birthdate?: string | null | undefined;
  companyName?: string | null | undefined;
  firstName: string;
  lastName: string;
  salutation?: string | null | undefined;
};
export type InputAddress = {
  country?: string | null | undefined;
  place?: string | null | undefined;
  street?: string | null | undefined;
  zip?: string | null | undefined;
};
export type useUpdateProfileMutation$variables = {
  user: InputUser;
};
export type useUpdateProfileMutation$data = {
  readonly updateUser: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"EditProfileForm_user" | "ProfileDetails_user">;
  };
};
export type useUpdateProfileMutation = {
  response: useUpdateProfileMutation$data;
  variables: useUpdateProfileMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "user"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "user",
    "variableName": "user"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "updateUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileDetails_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "EditProfileForm_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateProfileMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "updateUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
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
            "kind": "ScalarField",
            "name": "newsletter",
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
              (v2/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d5ca160130c2bde966beff42d3d49030",
    "id": "1c03b94554440ff191419d3460767d0657a5a667426625d2a8db5f28504eb465",
    "metadata": {},
    "name": "useUpdateProfileMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateProfileMutation(\n  $user: InputUser!\n) {\n  updateUser(user: $user) {\n    id\n    ...ProfileDetails_user\n    ...EditProfileForm_user\n  }\n}\n\nfragment EditProfileForm_user on User {\n  salutation\n  firstName\n  lastName\n  companyName\n  birthdate\n  orderMailsEnabled\n  receiptMailsEnabled\n  address {\n    street\n    zip\n    place\n    country\n    id\n  }\n}\n\nfragment ProfileDetails_user on User {\n  email\n  salutation\n  firstName\n  lastName\n  companyName\n  birthdate\n  orderMailsEnabled\n  receiptMailsEnabled\n  newsletter\n  address {\n    street\n    zip\n    place\n    country\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d93f565ff36af305e330c98d3c767c62";

export default node;
