import { renderStandalone } from '@ped/web-kit';
import { CatalogRoutes } from './CatalogRoutes';

// Runs only when catalog-ui is opened on its own; inside the shell only ./routes is loaded.
renderStandalone(CatalogRoutes);
