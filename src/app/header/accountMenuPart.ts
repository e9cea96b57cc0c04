import { lazyPart } from '../lazyPart';
import styles from './AccountMenu.module.css';

/**
 * AccountMenu's class names. Imported here, the stylesheet stays in the entry CSS at its place in the cascade; only
 * the code is loaded on demand.
 */
export const accountMenuStyles = styles;

/**
 * „Mein Klimahain“ (AccountMenu: react-aria's MenuTrigger, Popover and Menu) only ever shows to signed-in viewers,
 * so guests never load its code. The header starts loading it as soon as the session is signed in.
 */
export const accountMenuPart = lazyPart('Kontomenü', () =>
  import('./AccountMenu').then((module) => module.AccountMenu),
);
