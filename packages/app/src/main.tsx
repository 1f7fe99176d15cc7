import type { WarehouseApi } from '@warehouse/domain/contract';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = container;

function render(api?: WarehouseApi) {
  createRoot(root).render(
    <StrictMode>
      <App api={api} />
    </StrictMode>,
  );
}

// `vite build --mode bench` only: generated data at real catalogue sizes. Normal builds
// drop this branch, and the bench module with it.
if (import.meta.env.MODE === 'bench') {
  import('./bench/benchSetup').then(({ benchSetup }) => render(benchSetup()));
} else {
  render();
}
