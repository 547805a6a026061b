import { renderStandalone } from '@ped/web-kit';
import { AdminRoutes } from './AdminRoutes';

// Runs only when admin-ui is opened on its own; inside the shell only ./routes is loaded.
renderStandalone(AdminRoutes);
