/**
 * @generated SignedSource<<511be6c0c83dcaa3a177e3fc58389537>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreeGiftState = "CLAIMED" | "DELIVERED" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TreeGiftCard_gift$data = {
  readonly amount: number;
  readonly certificateToken: string;
  readonly claimedAt: string | null | undefined;
  readonly deliverOn: string;
  readonly deliveredAt: string | null | undefined;
  readonly editable: boolean;
  readonly id: string;
  readonly message: string;
  readonly project: string;
  readonly recipientEmail: string | null | undefined;
  readonly recipientName: string;
  readonly state: TreeGiftState;
  readonly treeCount: number;
  readonly " $fragmentType": "TreeGiftCard_gift";
};
export type TreeGiftCard_gift$key = {
  readonly " $data"?: TreeGiftCard_gift$data;
  readonly " $fragmentSpreads": FragmentRefs<"TreeGiftCard_gift">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TreeGiftCard_gift",
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
      "name": "recipientName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliverOn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "state",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deliveredAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "project",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "amount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "editable",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "certificateToken",
      "storageKey": null
    }
  ],
  "type": "TreeGift",
  "abstractKey": null
};

(node as any).hash = "a34cd345635e61a3eed2e6183329e6b1";

export default node;
