import { useRef } from 'react';
import { ToggleButton } from 'react-aria-components';
import { usePressedBeforeHydration } from '../../ssr/inputBeforeHydrationHooks';
import { formatEuro } from '../../format/number';
import { treesLabel } from '../account/donationLabels';
import { EUR_PER_TREE } from '../../../server/core/domain/donations/rules';
import styles from './TreePresets.module.css';

/** The usual one-time gifts, in trees (issue 33 §3): a tap fills the amount field, which stays free to type. */
export const TREE_PRESETS = [1, 5, 10, 25] as const;

export interface TreePresetsProps {
  /** The amount in the field now (EUR), null while empty; the matching preset shows as chosen. */
  amount: number | null;
  onChoose: (amount: number) => void;
}

/** „1 Baum · 5 €“ … „25 Bäume · 125 €“ beside the free amount field of a one-time donation. */
export function TreePresets({ amount, onChoose }: TreePresetsProps) {
  // A preset tapped on the prerendered page before the form was taken over counts as tapped now.
  const group = useRef<HTMLDivElement>(null);
  usePressedBeforeHydration(group, (button) => {
    const trees = TREE_PRESETS[[...group.current!.querySelectorAll('button')].indexOf(button)];
    if (trees) onChoose(trees * EUR_PER_TREE);
  });
  return (
    <div ref={group} role="group" aria-label="Schnellauswahl Bäume" className={styles.presets}>
      {TREE_PRESETS.map((trees) => {
        const euros = trees * EUR_PER_TREE;
        return (
          <ToggleButton
            key={trees}
            className={styles.preset}
            isSelected={amount === euros}
            onChange={() => onChoose(euros)}
          >
            <span className={styles.trees}>{treesLabel(trees)}</span>
            <span className={styles.euros}>{formatEuro(euros)}</span>
          </ToggleButton>
        );
      })}
    </div>
  );
}
