/**
 * @generated SignedSource<<ab607c34203281dbec770cd1bd868ac9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GiftCertificate_certificate$data = {
  readonly claimed: boolean;
  readonly claimedByViewer: boolean;
  readonly deliverOn: string;
  readonly forest: string;
  readonly givenByViewer: boolean;
  readonly giverName: string;
  readonly message: string;
  readonly plots: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PlotCard_plot">;
  }>;
  readonly recipientName: string;
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
      "name": "forest",
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

(node as any).hash = "4a2e62dfbed2ff000fd92692a629c5ef";

export default node;
