/**
 * @generated SignedSource<<3b35ca0939bcbd9965fe7689e504814c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountMenu_user$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentType": "AccountMenu_user";
};
export type AccountMenu_user$key = {
  readonly " $data"?: AccountMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMenu_user",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b2b939d513cb25ff35c86a2b37e1663c";

export default node;
