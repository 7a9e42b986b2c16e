// Entry point (the boot requests leave before it, from src/boot.ts): zod set up for the CSP, styles, then the app mounted on #root.
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
