import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRouteOwner } from './remotes/preloadRouteOwner';

// Start fetching the current route's remote while React renders the frame.
preloadRouteOwner(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
