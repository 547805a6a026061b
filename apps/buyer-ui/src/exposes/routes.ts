// The module the shell loads as `buyer_ui/routes`.
export { BuyerRoutes as RemoteRoutes } from '../BuyerRoutes';
