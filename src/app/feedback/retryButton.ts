import button from '../../ui/Button.module.css';
import panel from './ProblemPanel.module.css';

/**
 * The error panels' retry button: ui/Button's own class for its look and the panel's for its pending state. Both
 * class names, not a CSS `composes … from` another file: Vite's CSS modules copy a composed file into the composing
 * one as an unparsed string (PostCSS's missing-`from` warning at every dev start, and Button's rules twice).
 */
export const retryButtonClass = `${button.button} ${panel.retry}`;
