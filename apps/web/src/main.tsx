// Entry point: the boot requests sent first, zod set up for the CSP, styles, then the app mounted on #root.
import './app/bootRequests';
import './app/zodWithoutEval';
import '@blueprintjs/core/lib/css/blueprint.css';
import './app/theme.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
