/**
 * @generated SignedSource<<77810f5b5135e44964b7cc74404a7e49>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type TeamTaskKind = "CHANGE" | "END" | "PAUSE" | "%future added value";
export type TeamTaskState = "DONE" | "EXPIRED" | "OPEN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type TeamTaskCard_task$data = {
  readonly amount: number;
  readonly doneAt: string | null | undefined;
  readonly doneBy: string | null | undefined;
  readonly dueBy: string;
  readonly forest: string;
  readonly id: string;
  readonly kind: TeamTaskKind;
  readonly newAmount: number | null | undefined;
  readonly pauseFrom: string | null | undefined;
  readonly pauseUntil: string | null | undefined;
  readonly requestedAt: string;
  readonly state: TeamTaskState;
  readonly twingleTransactionId: string | null | undefined;
  readonly " $fragmentType": "TeamTaskCard_task";
};
export type TeamTaskCard_task$key = {
  readonly " $data"?: TeamTaskCard_task$data;
  readonly " $fragmentSpreads": FragmentRefs<"TeamTaskCard_task">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TeamTaskCard_task",
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
      "name": "kind",
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
      "name": "requestedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dueBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "doneAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "doneBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "twingleTransactionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "forest",
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
      "name": "newAmount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pauseFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pauseUntil",
      "storageKey": null
    }
  ],
  "type": "TeamTask",
  "abstractKey": null
};

(node as any).hash = "b6aca7a40fa47e55de8a6e45a0ccf358";

export default node;
