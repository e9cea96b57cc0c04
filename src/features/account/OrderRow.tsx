import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderRow_order$key } from '../../__generated__/OrderRow_order.graphql';
import { ORDER_STATE_LABELS } from '../../../server/core/domain/orders/stateLabels';
import { formatDate, formatDateTime, formatMonth } from '../../format/date';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';
import { donationTypeLabel, treesLabel } from './donationLabels';
import styles from './OrderRow.module.css';

export interface OrderRowProps {
  order: OrderRow_order$key;
  /** Fallback for an order without a planned date: the project's planting season, e.g. „Herbst 2026“. */
  season?: string;
}

/** The badge's tone per order state: waiting, planting, planted, aborted. */
const ORDER_STATE_TONES: Partial<Record<string, StatusTone>> = {
  PLANTING_IN_PROGRESS: 'progress',
  FINISHED: 'done',
  ABORTED: 'danger',
};

/** One order of trees: how many, from which donation, its state in German and when it is (to be) planted. */
export function OrderRow({ order, season }: OrderRowProps) {
  const o = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        treeProviderDonationId
        orderState
        treeUnits
        donatedAt
        donationType
        plannedPlanting
      }
    `,
    order,
  );
  const state = ORDER_STATE_LABELS[o.orderState as keyof typeof ORDER_STATE_LABELS] ?? o.orderState;
  const planting =
    o.orderState === 'FINISHED' || o.orderState === 'ABORTED'
      ? null
      : o.plannedPlanting
        ? `Pflanzung geplant: ${o.orderState === 'PLANTING_IN_PROGRESS' ? formatDate(o.plannedPlanting) : formatMonth(o.plannedPlanting)}`
        : season
          ? `Pflanzung voraussichtlich: ${season}`
          : null;
  return (
    <div className={styles.row}>
      <StatusBadge tone={ORDER_STATE_TONES[o.orderState] ?? 'neutral'} state={o.orderState}>
        {state}
      </StatusBadge>
      <span className={styles.what}>
        {treesLabel(o.treeUnits)} · {donationTypeLabel(o.donationType)} vom {formatDateTime(o.donatedAt)}
      </span>
      {planting ? <span className={styles.when}>{planting}</span> : null}
    </div>
  );
}
