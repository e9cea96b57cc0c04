/**
 * @generated SignedSource<<aefaf754dbf2195ae7d4e3b7cf22a700>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type Header_query$data = {
  readonly calculator?: {
    readonly " $fragmentSpreads": FragmentRefs<"FootprintBox_calculator">;
  } | null | undefined;
  readonly getDonations?: ReadonlyArray<{
    readonly " $fragmentSpreads": FragmentRefs<"FootprintBox_donations">;
  }>;
  readonly user?: {
    readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_user" | "NarrowHeader_user">;
  } | null | undefined;
  readonly " $fragmentType": "Header_query";
};
export type Header_query$key = {
  readonly " $data"?: Header_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"Header_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "signedIn"
    }
  ],
  "kind": "Fragment",
  "metadata": null,
  "name": "Header_query",
  "selections": [
    {
      "condition": "signedIn",
      "kind": "Condition",
      "passingValue": true,
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
              "name": "AccountMenu_user"
            },
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "NarrowHeader_user"
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": [
            {
              "kind": "Literal",
              "name": "country",
              "value": "DE"
            }
          ],
          "concreteType": "Calculator",
          "kind": "LinkedField",
          "name": "calculator",
          "plural": false,
          "selections": [
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FootprintBox_calculator"
            }
          ],
          "storageKey": "calculator(country:\"DE\")"
        },
        {
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
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FootprintBox_donations"
            }
          ],
          "storageKey": "getDonations(active:true,rhythm:[\"monthly\"])"
        }
      ]
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "6deb1e38ccb29b8262614e7abf855010";

export default node;
