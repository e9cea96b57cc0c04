/**
 * @generated SignedSource<<ece9ece8c69e34e59cf884eb7cf86eb7>>
 * @relayHash 045b872b55441ea39fbe5db3a2a7cf16
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8170023415d5ed2d8448311304596d823ec977dfaa30d2eb0d4985ed046f400e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlantbookPageQuery$variables = Record<PropertyKey, never>;
export type PlantbookPageQuery$data = {
  readonly historyOrders: ReadonlyArray<{
    readonly id: string;
    readonly project: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
  }>;
  readonly plannedOrders: ReadonlyArray<{
    readonly id: string;
    readonly project: string;
    readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
  }>;
  readonly trees: {
    readonly carbonAbsorptionTotalSince: string | null | undefined;
    readonly carbonAbsorptionTotalTons: number;
    readonly carbonAbsorptionYearlyTons: number;
    readonly plotList: ReadonlyArray<{
      readonly id: string;
      readonly project: string;
      readonly " $fragmentSpreads": FragmentRefs<"PlotCard_plot">;
    }>;
    readonly treeCountTotal: number;
  };
};
export type PlantbookPageQuery = {
  response: PlantbookPageQuery$data;
  variables: PlantbookPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "treeCountTotal",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carbonAbsorptionYearlyTons",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carbonAbsorptionTotalTons",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "carbonAbsorptionTotalSince",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "project",
  "storageKey": null
},
v6 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "OrderRow_order"
  }
],
v7 = [
  (v4/*:: as any*/),
  (v5/*:: as any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "treeProviderDonationId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "orderState",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "treeUnits",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "donatedAt",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "donationType",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "plannedPlanting",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlantbookPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OutputTrees",
        "kind": "LinkedField",
        "name": "trees",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OutputPlot",
            "kind": "LinkedField",
            "name": "plotList",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PlotCard_plot"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "historyOrders",
        "plural": true,
        "selections": (v6/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "plannedOrders",
        "plural": true,
        "selections": (v6/*:: as any*/),
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
    "name": "PlantbookPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OutputTrees",
        "kind": "LinkedField",
        "name": "trees",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "OutputPlot",
            "kind": "LinkedField",
            "name": "plotList",
            "plural": true,
            "selections": [
              (v4/*:: as any*/),
              (v5/*:: as any*/),
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
              (v1/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "historyOrders",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Order",
        "kind": "LinkedField",
        "name": "plannedOrders",
        "plural": true,
        "selections": (v7/*:: as any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "045b872b55441ea39fbe5db3a2a7cf16",
    "id": "8170023415d5ed2d8448311304596d823ec977dfaa30d2eb0d4985ed046f400e",
    "metadata": {},
    "name": "PlantbookPageQuery",
    "operationKind": "query",
    "text": "query PlantbookPageQuery {\n  trees {\n    treeCountTotal\n    carbonAbsorptionYearlyTons\n    carbonAbsorptionTotalTons\n    carbonAbsorptionTotalSince\n    plotList {\n      id\n      project\n      ...PlotCard_plot\n    }\n  }\n  historyOrders {\n    id\n    project\n    ...OrderRow_order\n  }\n  plannedOrders {\n    id\n    project\n    ...OrderRow_order\n  }\n}\n\nfragment OrderRow_order on Order {\n  treeProviderDonationId\n  orderState\n  treeUnits\n  donatedAt\n  donationType\n  plannedPlanting\n  project\n}\n\nfragment PlotCard_plot on OutputPlot {\n  plotId\n  displayName\n  project\n  plantedAt\n  treeCount\n  carbonAbsorptionYearlyTons\n  mapLink\n  location {\n    coordinates {\n      latitude\n      longitude\n    }\n    rings\n  }\n  plotSpeciesList {\n    latinName\n    commonName\n    percentage\n  }\n  photos {\n    url\n    caption\n  }\n}\n"
  }
};
})();

(node as any).hash = "0cc8f8c997494635603f13ef9391a884";

export default node;
