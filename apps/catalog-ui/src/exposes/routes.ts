// The module the shell loads as `catalog_ui/routes`.
export { CatalogRoutes as RemoteRoutes, preloadRoute } from '../CatalogRoutes';
