import { Box } from '@chakra-ui/react';
import { AppProviders } from '@ped/web-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AdminRoutes } from './AdminRoutes';

// Runs only when admin-ui is opened on its own; inside the shell only ./routes is loaded.
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <Box as="main">
          <AdminRoutes />
        </Box>
      </AppProviders>
    </BrowserRouter>
  </StrictMode>,
);
