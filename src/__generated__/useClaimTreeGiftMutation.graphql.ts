/**
 * @generated SignedSource<<39715f577d0c3d3a79fa05770b1536cc>>
 * @relayHash cb662d16c48d505ef4a64d69148ff0c9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7ddc6c661e03bf87a36101c0c0f14dbd94fd182fc4c4d068612a16f912d9d260

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useClaimTreeGiftMutation$variables = {
  token: string;
};
export type useClaimTreeGiftMutation$data = {
  readonly claimTreeGift: {
    readonly claimedByViewer: boolean;
    readonly " $fragmentSpreads": FragmentRefs<"GiftCertificate_certificate">;
  };
};
export type useClaimTreeGiftMutation = {
  response: useClaimTreeGiftMutation$data;
  variables: useClaimTreeGiftMutation$variables;
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
  "name": "claimedByViewer",
  "storageKey": null
},
v3 = {
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
    "name": "useClaimTreeGiftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TreeGiftCertificate",
        "kind": "LinkedField",
        "name": "claimTreeGift",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GiftCertificate_certificate"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useClaimTreeGiftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "TreeGiftCertificate",
        "kind": "LinkedField",
        "name": "claimTreeGift",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
          (v3/*:: as any*/),
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
              (v3/*:: as any*/),
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
    "cacheID": "cb662d16c48d505ef4a64d69148ff0c9",
    "id": "7ddc6c661e03bf87a36101c0c0f14dbd94fd182fc4c4d068612a16f912d9d260",
    "metadata": {},
    "name": "useClaimTreeGiftMutation",
    "operationKind": "mutation",
    "text": "mutation useClaimTreeGiftMutation(\n  $token: String!\n) {\n  claimTreeGift(token: $token) {\n    claimedByViewer\n    ...GiftCertificate_certificate\n  }\n}\n\nfragment GiftCertificate_certificate on TreeGiftCertificate {\n  recipientName\n  giverName\n  message\n  atForest\n  treeCount\n  deliverOn\n  state\n  claimed\n  claimedByViewer\n  givenByViewer\n  plots {\n    id\n    ...PlotCard_plot\n  }\n}\n\nfragment PlotCard_plot on OutputPlot {\n  plotId\n  displayName\n  project\n  plantedAt\n  treeCount\n  carbonAbsorptionYearlyTons\n  mapLink\n  location {\n    coordinates {\n      latitude\n      longitude\n    }\n    rings\n  }\n  plotSpeciesList {\n    latinName\n    commonName\n    percentage\n  }\n  photos {\n    url\n    caption\n  }\n}\n"
  }
};
})();

(node as any).hash = "6483a7bf77531ee114aba7519a4f5632";

export default node;
