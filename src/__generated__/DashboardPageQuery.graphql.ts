/**
 * @generated SignedSource<<f54f577d475ab6ac07ac672cbdbccf34>>
 * @relayHash 008099c90e54287f871dc1db02f58d5b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5eee54bb2daca23d25b383a44f383aeebf8a8363009380ee4e831fc742184f11

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type DashboardPageQuery$variables = Record<PropertyKey, never>;
export type DashboardPageQuery$data = {
  readonly abos: ReadonlyArray<{
    readonly donationType: DonationType;
    readonly endDueBy: string | null | undefined;
    readonly id: string;
    readonly pendingAmountChange: {
      readonly amount: number;
      readonly dueBy: string | null | undefined;
    } | null | undefined;
    readonly treeUnitsRequested: number;
  }>;
  readonly all: ReadonlyArray<{
    readonly orders: ReadonlyArray<{
      readonly donatedAt: string;
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"OrderRow_order">;
    }>;
  }>;
  readonly calculator: {
    readonly state: {
      readonly co2EmissionTotal: number;
    };
  } | null | undefined;
  readonly trees: {
    readonly carbonAbsorptionTotalSince: string | null | undefined;
    readonly carbonAbsorptionTotalTons: number;
    readonly carbonAbsorptionYearlyTons: number;
    readonly treeCountTotal: number;
  };
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"ProfileCompletionHint_user">;
  } | null | undefined;
};
export type DashboardPageQuery = {
  response: DashboardPageQuery$data;
  variables: DashboardPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "concreteType": "OutputTrees",
  "kind": "LinkedField",
  "name": "trees",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treeCountTotal",
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
      "name": "carbonAbsorptionTotalTons",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "carbonAbsorptionTotalSince",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donationType",
  "storageKey": null
},
v3 = {
  "alias": "abos",
  "args": [
    {
      "kind": "Literal",
      "name": "active",
      "value": true
    },
    {
      "kind": "Literal",
      "name": "rhythm",
      "value": [
        "monthly"
      ]
    }
  ],
  "concreteType": "OutputDonation",
  "kind": "LinkedField",
  "name": "getDonations",
  "plural": true,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "treeUnitsRequested",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endDueBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AboAmountChange",
      "kind": "LinkedField",
      "name": "pendingAmountChange",
      "plural": false,
      "selections": [
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
          "name": "dueBy",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": "getDonations(active:true,rhythm:[\"monthly\"])"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donatedAt",
  "storageKey": null
},
v5 = [
  {
    "kind": "Literal",
    "name": "country",
    "value": "DE"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "CalculatorState",
  "kind": "LinkedField",
  "name": "state",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "co2EmissionTotal",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileCompletionHint_user"
          }
        ],
        "storageKey": null
      },
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": "all",
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
              (v1/*:: as any*/),
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
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Calculator",
        "kind": "LinkedField",
        "name": "calculator",
        "plural": false,
        "selections": [
          (v6/*:: as any*/)
        ],
        "storageKey": "calculator(country:\"DE\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "profileCompletionSuppressedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Address",
            "kind": "LinkedField",
            "name": "address",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "street",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "zip",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "place",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v0/*:: as any*/),
      (v3/*:: as any*/),
      {
        "alias": "all",
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
              (v1/*:: as any*/),
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
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "plannedPlanting",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "project",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v5/*:: as any*/),
        "concreteType": "Calculator",
        "kind": "LinkedField",
        "name": "calculator",
        "plural": false,
        "selections": [
          (v6/*:: as any*/),
          (v1/*:: as any*/)
        ],
        "storageKey": "calculator(country:\"DE\")"
      }
    ]
  },
  "params": {
    "cacheID": "008099c90e54287f871dc1db02f58d5b",
    "id": "5eee54bb2daca23d25b383a44f383aeebf8a8363009380ee4e831fc742184f11",
    "metadata": {},
    "name": "DashboardPageQuery",
    "operationKind": "query",
    "text": "query DashboardPageQuery {\n  user {\n    ...ProfileCompletionHint_user\n    id\n  }\n  trees {\n    treeCountTotal\n    carbonAbsorptionYearlyTons\n    carbonAbsorptionTotalTons\n    carbonAbsorptionTotalSince\n  }\n  abos: getDonations(active: true, rhythm: [monthly]) {\n    id\n    donationType\n    treeUnitsRequested\n    endDueBy\n    pendingAmountChange {\n      amount\n      dueBy\n    }\n  }\n  all: getDonations {\n    orders {\n      id\n      donatedAt\n      ...OrderRow_order\n    }\n    id\n  }\n  calculator(country: \"DE\") {\n    state {\n      co2EmissionTotal\n    }\n    id\n  }\n}\n\nfragment OrderRow_order on Order {\n  treeProviderDonationId\n  orderState\n  treeUnits\n  donatedAt\n  donationType\n  plannedPlanting\n  project\n}\n\nfragment ProfileCompletionHint_user on User {\n  profileCompletionSuppressedAt\n  address {\n    street\n    zip\n    place\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "741568673a1bacc4deffb45bae7deb45";

export default node;
