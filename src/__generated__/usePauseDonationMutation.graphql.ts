/**
 * @generated SignedSource<<d557ee2ed808e8b14586fa9e91bc1f5a>>
 * @relayHash d8a5ff901159303731f2594e879fc978
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 642a8ccbd7bbe1074fc6126b138a3d192391734563d356a66151622cff5328ca

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePauseDonationMutation$variables = {
  donationId: string;
};
export type usePauseDonationMutation$data = {
  readonly pauseDonation: {
    readonly active: boolean;
    readonly canceledAt: string | null | undefined;
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DonationCard_donation">;
  };
};
export type usePauseDonationMutation = {
  response: usePauseDonationMutation$data;
  variables: usePauseDonationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "donationId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "donationId",
    "variableName": "donationId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "canceledAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePauseDonationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "pauseDonation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DonationCard_donation"
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
    "name": "usePauseDonationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "OutputDonation",
        "kind": "LinkedField",
        "name": "pauseDonation",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "donationId",
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
            "name": "rhythm",
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
            "name": "project",
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
            "name": "treeUnitsRequested",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d8a5ff901159303731f2594e879fc978",
    "id": "642a8ccbd7bbe1074fc6126b138a3d192391734563d356a66151622cff5328ca",
    "metadata": {},
    "name": "usePauseDonationMutation",
    "operationKind": "mutation",
    "text": "mutation usePauseDonationMutation(\n  $donationId: ID!\n) {\n  pauseDonation(donationId: $donationId) {\n    id\n    active\n    canceledAt\n    ...DonationCard_donation\n  }\n}\n\nfragment DonationCard_donation on OutputDonation {\n  donationId\n  donationType\n  rhythm\n  active\n  amount\n  project\n  donatedAt\n  canceledAt\n  treeUnitsRequested\n}\n"
  }
};
})();

(node as any).hash = "77831d67fec685c5320360e80a4f7ee0";

export default node;
