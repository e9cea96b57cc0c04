/**
 * @generated SignedSource<<159b433b848ccf9ae955e647f8a09243>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlotCard_plot$data = {
  readonly carbonAbsorptionYearlyTons: number;
  readonly displayName: string;
  readonly location: {
    readonly coordinates: {
      readonly latitude: number;
      readonly longitude: number;
    };
    readonly rings: ReadonlyArray<ReadonlyArray<ReadonlyArray<number>>>;
  };
  readonly mapLink: string | null | undefined;
  readonly photos: ReadonlyArray<{
    readonly caption: string;
    readonly url: string;
  }>;
  readonly plantedAt: string;
  readonly plotId: string;
  readonly plotSpeciesList: ReadonlyArray<{
    readonly commonName: string | null | undefined;
    readonly latinName: string;
    readonly percentage: number;
  }>;
  readonly project: string;
  readonly treeCount: number;
  readonly " $fragmentType": "PlotCard_plot";
};
export type PlotCard_plot$key = {
  readonly " $data"?: PlotCard_plot$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlotCard_plot">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlotCard_plot",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "plotId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "displayName",
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
      "name": "plantedAt",
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
      "name": "carbonAbsorptionYearlyTons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mapLink",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OutputLocation",
      "kind": "LinkedField",
      "name": "location",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "OutputPoint",
          "kind": "LinkedField",
          "name": "coordinates",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "latitude",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "longitude",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rings",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OutputPlotSpecies",
      "kind": "LinkedField",
      "name": "plotSpeciesList",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "latinName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commonName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percentage",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "OutputPlotPhoto",
      "kind": "LinkedField",
      "name": "photos",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "caption",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "OutputPlot",
  "abstractKey": null
};

(node as any).hash = "fcb21bd7bfb6b338ad99f0900317f98e";

export default node;
