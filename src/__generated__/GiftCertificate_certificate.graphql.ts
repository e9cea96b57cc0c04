/**
 * @generated SignedSource<<06f3a215f8233f8fbf2d05b0f76bd2db>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TreeGiftState = "CLAIMED" | "DELIVERED" | "SCHEDULED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GiftCertificate_certificate$data = {
  readonly atForest: string;
  readonly claimed: boolean;
  readonly claimedByViewer: boolean;
  readonly deliverOn: string;
  readonly givenByViewer: boolean;
  readonly giverName: string;
  readonly message: string;
  readonly plots: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlotCard_plot">;
  }>;
  readonly recipientName: string;
  readonly state: TreeGiftState;
  readonly treeCount: number;
  readonly " $fragmentType": "GiftCertificate_certificate";
};
export type GiftCertificate_certificate$key = {
  readonly " $data"?: GiftCertificate_certificate$data;
  readonly " $fragmentSpreads": FragmentRefs<"GiftCertificate_certificate">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GiftCertificate_certificate",
  "selections": [
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
      "name": "giverName",
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
      "name": "atForest",
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
      "name": "claimed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "claimedByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "givenByViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OutputPlot",
      "kind": "LinkedField",
      "name": "plots",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PlotCard_plot"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "TreeGiftCertificate",
  "abstractKey": null
};

(node as any).hash = "6c7350a9ee410d0cdd60d694fb270c35";

export default node;
