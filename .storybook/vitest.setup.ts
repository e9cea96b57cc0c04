import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as previewAnnotations from './preview';

// Applies .storybook/preview (MSW loader, mock world decorator, global CSS) to stories run as vitest tests. Pages are
// tested without the app's header and footer around them (the toolbar's „Rahmen“ off): their play functions query the
// page alone, and the header and footer have stories of their own.
setProjectAnnotations([previewAnnotations, { initialGlobals: { rahmen: 'aus' } }]);

// findBy… and waitFor in play functions wait for a state; their limit is only a safety net under the story test's
// own (vitest.config.ts), not the default second, which a busy machine exceeds while a lazy chunk loads.
configure({ asyncUtilTimeout: 50_000 });
