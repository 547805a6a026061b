import { renderStandalone } from '@ped/web-kit';
import { BuyerRoutes } from './BuyerRoutes';

// Runs only when buyer-ui is opened on its own; inside the shell only ./routes is loaded.
renderStandalone(BuyerRoutes);
