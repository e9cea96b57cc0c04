/**
 * @generated SignedSource<<8c8a2e2d338d3211fe8f688102087a6b>>
 * @relayHash 02f5bdbe8e3ae79fb42bc98db6bfcff1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8c1af99ade65962ccda592cbd1939305ed4516faf3e4a3b46933852f4669ca8c

import { ConcreteRequest } from 'relay-runtime';
import { Result } from "relay-runtime";
export type DonationType = "custom_abo" | "custom_one_time" | "percent_050" | "percent_100" | "percent_150" | "%future added value";
export type RecheckForResultQuery$variables = Record<PropertyKey, never>;
export type RecheckForResultQuery$data = {
  readonly calculator: Result<{
    readonly state: {
      readonly co2EmissionTotal: number;
      readonly createdAt: string;
      readonly previousResult: {
        readonly co2EmissionTotal: number;
        readonly createdAt: string;
      } | null | undefined;
    };
  } | null | undefined, unknown>;
  readonly getDonations: ReadonlyArray<{
    readonly amount: number;
    readonly donationId: string;
    readonly donationType: DonationType;
    readonly endRequestedAt: string | null | undefined;
    readonly id: string;
    readonly pendingAmountChange: {
      readonly amount: number;
      readonly donationType: DonationType;
      readonly dueBy: string | null | undefined;
      readonly requestedAt: string;
    } | null | undefined;
  }>;
};
export type RecheckForResultQuery = {
  response: RecheckForResultQuery$data;
  variables: RecheckForResultQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "country",
    "value": "DE"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "co2EmissionTotal",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "CalculatorState",
  "kind": "LinkedField",
  "name": "state",
  "plural": false,
  "selections": [
    (v1/*:: as any*/),
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PreviousCalculatorResult",
      "kind": "LinkedField",
      "name": "previousResult",
      "plural": false,
      "selections": [
        (v1/*:: as any*/),
        (v2/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
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
  "name": "amount",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "donationType",
  "storageKey": null
},
v7 = {
  "alias": null,
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
    (v4/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "donationId",
      "storageKey": null
    },
    (v5/*:: as any*/),
    (v6/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endRequestedAt",
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
        (v5/*:: as any*/),
        (v6/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedAt",
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecheckForResultQuery",
    "selections": [
      {
        "kind": "CatchField",
        "field": {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "Calculator",
          "kind": "LinkedField",
          "name": "calculator",
          "plural": false,
          "selections": [
            (v3/*:: as any*/)
          ],
          "storageKey": "calculator(country:\"DE\")"
        },
        "to": "RESULT"
      },
      (v7/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RecheckForResultQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "Calculator",
        "kind": "LinkedField",
        "name": "calculator",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": "calculator(country:\"DE\")"
      },
      (v7/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "02f5bdbe8e3ae79fb42bc98db6bfcff1",
    "id": "8c1af99ade65962ccda592cbd1939305ed4516faf3e4a3b46933852f4669ca8c",
    "metadata": {},
    "name": "RecheckForResultQuery",
    "operationKind": "query",
    "text": "query RecheckForResultQuery {\n  calculator(country: \"DE\") {\n    state {\n      co2EmissionTotal\n      createdAt\n      previousResult {\n        co2EmissionTotal\n        createdAt\n      }\n    }\n    id\n  }\n  getDonations(active: true, rhythm: [monthly]) {\n    id\n    donationId\n    amount\n    donationType\n    endRequestedAt\n    pendingAmountChange {\n      amount\n      donationType\n      requestedAt\n      dueBy\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d5e83a8df0cc2a479c14360567d76c9e";

export default node;
