import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Interactive parts (menus, dialogs, toasts, the newsletter form) load their code on first use: the first findBy…
// of a test file waits for that import, which can take longer than the default second while the whole suite runs.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => cleanup());
