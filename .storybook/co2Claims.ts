import type { StoryContext } from '@storybook/react-vite';
import { waitFor } from 'storybook/test';
import { findPeriodClaims } from '../server/core/domain/co2/periodClaims';

/**
 * Runs after every story (and its play function) in Storybook and in `npm test`: no text on the page may give a period
 * to trees funded once (issue 31, docs/product.md „CO₂ in Worten“). Stories tagged `co2` show CO₂ figures: for them
 * the check first waits until a CO₂ figure is on the page, so it never passes on a loading state.
 */
export async function checkCo2Claims({ canvasElement, tags }: Pick<StoryContext, 'canvasElement' | 'tags'>) {
  // The whole document: popovers, dialogs and toasts are portalled outside the story's canvas.
  const page = canvasElement.ownerDocument.body;
  if (tags.includes('co2')) {
    await waitFor(() => {
      if (!/\d[\d.,]*\s*(t|kg)\s+CO(₂|2)/.test(page.innerText)) throw new Error('Die Story zeigt keine CO₂-Angabe.');
    });
  }
  const wrong = findPeriodClaims(page.innerText);
  if (wrong.length > 0) {
    throw new Error(`CO₂-Angabe mit Zeitraum neben einmalig finanzierten Bäumen:\n${wrong.join('\n')}`);
  }
}
