// The module the shell loads as `admin_ui/routes`.
export { AdminRoutes as RemoteRoutes } from '../AdminRoutes';
