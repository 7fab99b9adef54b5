import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { registerReactCopy } from '@exportdesk/portal-kit';
import { App } from './App';

registerReactCopy('portal_shell', React);
createRoot(document.getElementById('root') as HTMLElement).render(<App />);
