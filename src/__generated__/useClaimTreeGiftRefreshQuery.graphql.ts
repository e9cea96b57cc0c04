/**
 * @generated SignedSource<<e58523a6fddfb4fc89aa83e9f4e9bdf3>>
 * @relayHash 6d0be86b7f6f9a3fb8911e38650c9496
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 23a0584e7c718798d79fc58a20c7484b8b85081f3403be3857890e9a0d1f159e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useClaimTreeGiftRefreshQuery$variables = {
  token: string;
};
export type useClaimTreeGiftRefreshQuery$data = {
  readonly treeGiftCertificate: {
    readonly " $fragmentSpreads": FragmentRefs<"GiftCertificate_certificate">;
  } | null | undefined;
};
export type useClaimTreeGiftRefreshQuery = {
  response: useClaimTreeGiftRefreshQuery$data;
  variables: useClaimTreeGiftRefreshQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "token"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "treeCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useClaimTreeGiftRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TreeGiftCertificate",
        "kind": "LinkedField",
        "name": "treeGiftCertificate",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GiftCertificate_certificate"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useClaimTreeGiftRefreshQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TreeGiftCertificate",
        "kind": "LinkedField",
        "name": "treeGiftCertificate",
        "plural": false,
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
          (v2/*:: as any*/),
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
              (v2/*:: as any*/),
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
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6d0be86b7f6f9a3fb8911e38650c9496",
    "id": "23a0584e7c718798d79fc58a20c7484b8b85081f3403be3857890e9a0d1f159e",
    "metadata": {},
    "name": "useClaimTreeGiftRefreshQuery",
    "operationKind": "query",
    "text": "query useClaimTreeGiftRefreshQuery(\n  $token: String!\n) {\n  treeGiftCertificate(token: $token) {\n    ...GiftCertificate_certificate\n  }\n}\n\nfragment GiftCertificate_certificate on TreeGiftCertificate {\n  recipientName\n  giverName\n  message\n  atForest\n  treeCount\n  deliverOn\n  state\n  claimed\n  claimedByViewer\n  givenByViewer\n  plots {\n    id\n    ...PlotCard_plot\n  }\n}\n\nfragment PlotCard_plot on OutputPlot {\n  plotId\n  displayName\n  project\n  plantedAt\n  treeCount\n  carbonAbsorptionYearlyTons\n  mapLink\n  location {\n    coordinates {\n      latitude\n      longitude\n    }\n    rings\n  }\n  plotSpeciesList {\n    latinName\n    commonName\n    percentage\n  }\n  photos {\n    url\n    caption\n  }\n}\n"
  }
};
})();

(node as any).hash = "969f0b5d5c675d1728f6e6343cbef8cc";

export default node;
