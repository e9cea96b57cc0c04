/**
 * @generated SignedSource<<afc3156cd9fd49cb31f13d7877adf9ea>>
 * @relayHash 129d00894ac243e1bd6240020f1755ca
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID be249d578669f59ad86cf3d65d6da41ba3f1ef7224495591ae1083c238ebf0a9

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OrderState = "ABORTED" | "ACCOUNTED" | "DONATED" | "FINISHED" | "PLANTING_IN_PROGRESS" | "%future added value";
export type TreeDepotPageQuery$variables = Record<PropertyKey, never>;
export type TreeDepotPageQuery$data = {
  readonly getDonations: ReadonlyArray<{
    readonly orders: ReadonlyArray<{
      readonly donatedAt: string;
      readonly id: string;
      readonly orderState: OrderState;
      readonly project: string;
      readonly treeUnits: number;
      readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
    }>;
  }>;
};
export type TreeDepotPageQuery = {
  response: TreeDepotPageQuery$data;
  variables: TreeDepotPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "orderState",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "treeUnits",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "project",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donatedAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TreeDepotPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OrderRow_order"
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TreeDepotPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "getDonations",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Order",
            "kind": "LinkedField",
            "name": "orders",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
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
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "129d00894ac243e1bd6240020f1755ca",
    "id": "be249d578669f59ad86cf3d65d6da41ba3f1ef7224495591ae1083c238ebf0a9",
    "metadata": {},
    "name": "TreeDepotPageQuery",
    "operationKind": "query",
    "text": "query TreeDepotPageQuery {\n  getDonations {\n    orders {\n      id\n      orderState\n      treeUnits\n      project\n      donatedAt\n      ...OrderRow_order\n    }\n    id\n  }\n}\n\nfragment OrderRow_order on Order {\n  treeProviderDonationId\n  orderState\n  treeUnits\n  donatedAt\n  donationType\n  plannedPlanting\n  project\n}\n"
  }
};
})();

(node as any).hash = "081283b85d24ce332673a78a530eb54a";

export default node;
