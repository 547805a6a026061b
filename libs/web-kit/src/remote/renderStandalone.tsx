import { Box, BrowserRouter } from '@ped/web-kit/ui';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../providers/AppProviders';

/**
 * Renders a remote's routes as a page of their own (its team's dev server), inside the same
 * providers the shell gives them. Inside the shell only the remote's `./routes` module is loaded.
 */
export function renderStandalone(Routes: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders>
          <Box as="main">
            <Suspense fallback={null}>
              <Routes />
            </Suspense>
          </Box>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
