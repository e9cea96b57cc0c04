/**
 * Key presses that answer every question of catalog DE v1 from the top of the page, with the keyboard alone
 * (stories and e2e share them). Tab enters the next radio group on its first choice; arrow keys move and pick.
 * The answers: car Ja, 4 short-haul and 2 long-haul flights, Mischkost with 7+ red-meat and 14+ other meals,
 * dairy daily, over 200 m² → 11.2 + 2 + 4.6 + 0.54 + 0.132 + 2.2 = 20.672 t, 138 trees.
 */
export const KEYBOARD_ANSWERS: readonly string[][] = [
  ['Tab', 'Space'],
  ['Tab', 'ArrowRight', 'ArrowRight'],
  ['Tab', 'ArrowRight'],
  ['Tab', 'ArrowRight', 'ArrowRight'],
  ['Tab', ...Array(7).fill('ArrowRight')],
  ['Tab', ...Array(7).fill('ArrowRight')],
  ['Tab', 'Space'],
  ['Tab', 'ArrowRight', 'ArrowRight', 'ArrowRight'],
];

export const KEYBOARD_TOTAL_TEXT = '20,6 t';
export const KEYBOARD_TREES_TEXT = '138 Bäume binden über ihr Wachstum so viel CO₂, wie du in einem Jahr verursachst.';
