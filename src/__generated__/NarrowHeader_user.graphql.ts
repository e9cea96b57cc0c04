/**
 * @generated SignedSource<<fd7a62c31c85674bae2299adc78d145a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NarrowHeader_user$data = {
  readonly firstName: string;
  readonly lastName: string;
  readonly " $fragmentType": "NarrowHeader_user";
};
export type NarrowHeader_user$key = {
  readonly " $data"?: NarrowHeader_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"NarrowHeader_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NarrowHeader_user",
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

(node as any).hash = "a2d3345bf345f86dccaff5f0eef0ac5f";

export default node;
