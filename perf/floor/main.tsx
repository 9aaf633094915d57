// The performance floor (scripts/measure/perf.ts): the Vite React template's shape — one <h1> and a <p>
// in a React root, built by the same Vite — measured by Lighthouse in the same run as the site,
// so every LCP in the report is also a ratio to what an empty React app reaches on that machine.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Vite + React</h1>
    <p>Edit src/app/App.tsx and save to test HMR</p>
  </StrictMode>,
);
