/**
 * @generated SignedSource<<fd60eed22991e4d5e3ccc893bfc4772d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Header_query$data = {
  readonly user?: {
    readonly firstName: string;
    readonly lastName: string;
  } | null | undefined;
  readonly " $fragmentType": "Header_query";
};
export type Header_query$key = {
  readonly " $data"?: Header_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_query",
  "selections": [
    {
      "condition": "signedIn",
      "kind": "Condition",
      "passingValue": true,
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
              "name": "firstName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "lastName",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "16c557c6771a96110cab7548f2d10d04";

export default node;
