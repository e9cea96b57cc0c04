/**
 * @generated SignedSource<<091526455c908821bb29c238a9bf1874>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NewsletterState = "CONFIRMED" | "NOT_SUBSCRIBED" | "PENDING_CONFIRMATION" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ProfileDetails_user$data = {
  readonly address: {
    readonly country: string | null | undefined;
    readonly place: string | null | undefined;
    readonly street: string | null | undefined;
    readonly zip: string | null | undefined;
  } | null | undefined;
  readonly birthdate: string | null | undefined;
  readonly companyName: string | null | undefined;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly newsletter: NewsletterState | null | undefined;
  readonly orderMailsEnabled: boolean;
  readonly receiptMailsEnabled: boolean;
  readonly salutation: string | null | undefined;
  readonly " $fragmentType": "ProfileDetails_user";
};
export type ProfileDetails_user$key = {
  readonly " $data"?: ProfileDetails_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileDetails_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileDetails_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "salutation",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "companyName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "birthdate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "orderMailsEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "receiptMailsEnabled",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "newsletter",
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "country",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "00be27a55f76c4c0979ca2ada695fef8";

export default node;
