import { graphql, useFragment } from 'react-relay/hooks';
import type { OrderRow_order$key } from '../../__generated__/OrderRow_order.graphql';
import { plantingLine } from '../../../server/core/domain/orders/plantingSeason';
import { ORDER_STATE_LABELS } from '../../../server/core/domain/orders/stateLabels';
import { formatDateTime } from '../../format/date';
import { useNumberFormat } from '../../format/useNumberFormat';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';
import { donationTypeLabel, treesLabel } from './donationLabels';
import styles from './OrderRow.module.css';

export interface OrderRowProps {
  order: OrderRow_order$key;
  /** The day the planting line is stated for (`plantingLine`: a planned day that has come reads „seit“). */
  today?: Date;
}

/** The badge's tone per order state: waiting, planting, planted, aborted. */
const ORDER_STATE_TONES: Partial<Record<string, StatusTone>> = {
  PLANTING_IN_PROGRESS: 'progress',
  FINISHED: 'done',
  ABORTED: 'danger',
};

/** One order of trees: how many, from which donation, its state in German and when it is (to be) planted. */
export function OrderRow({ order, today = new Date() }: OrderRowProps) {
  const format = useNumberFormat();
  const o = useFragment(
    graphql`
      fragment OrderRow_order on Order {
        treeProviderDonationId
        orderState
        treeUnits
        donatedAt
        donationType
        plannedPlanting
        project
      }
    `,
    order,
  );
  const state = ORDER_STATE_LABELS[o.orderState as keyof typeof ORDER_STATE_LABELS] ?? o.orderState;
  const planting = plantingLine(o, today);
  return (
    <div className={styles.row}>
      <StatusBadge tone={ORDER_STATE_TONES[o.orderState] ?? 'neutral'} state={o.orderState}>
        {state}
      </StatusBadge>
      <span className={styles.what}>
        {treesLabel(o.treeUnits, format)} · {donationTypeLabel(o.donationType)} vom {formatDateTime(o.donatedAt)}
      </span>
      {planting ? <span className={styles.when}>{planting}</span> : null}
    </div>
  );
}
