import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview';

// Applies .storybook/preview (MSW loader, mock world decorator, global CSS) to stories run as vitest tests.
setProjectAnnotations([previewAnnotations]);
