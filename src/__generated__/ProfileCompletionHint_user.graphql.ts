/**
 * @generated SignedSource<<a94b295ef20c0208721e0a832700855e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileCompletionHint_user$data = {
  readonly address: {
    readonly place: string | null | undefined;
    readonly street: string | null | undefined;
    readonly zip: string | null | undefined;
  } | null | undefined;
  readonly profileCompletionSuppressedAt: string | null | undefined;
  readonly " $fragmentType": "ProfileCompletionHint_user";
};
export type ProfileCompletionHint_user$key = {
  readonly " $data"?: ProfileCompletionHint_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCompletionHint_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCompletionHint_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "profileCompletionSuppressedAt",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9bf44434020e1e8f48f915356ca28f95";

export default node;
