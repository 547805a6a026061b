export { apiRequest, throwIfResNotOk, type HttpMethod } from './api/apiRequest';
export { createQueryClient } from './api/createQueryClient';
export { isUnauthorizedError } from './api/isUnauthorizedError';
export { defaultQueryFn, getQueryFn, queryKeyToUrl, type UnauthorizedBehavior } from './api/queryFn';
export { AuthProvider } from './auth/AuthProvider';
export { AUTH_USER_QUERY_KEY, type AuthState, type AuthUser } from './auth/authUser';
export { useAuth } from './auth/useAuth';
export { DEFAULT_TITLE, SITE_NAME, pageTitle } from './meta/siteMeta.constants';
export { useDocumentTitle } from './meta/useDocumentTitle';
export { ComingSoonPage } from './pages/ComingSoonPage';
export { NotFoundPage } from './pages/NotFoundPage';
export { AppProviders } from './providers/AppProviders';
export type { RemoteRoutesModule } from './remote/remoteRoutesModule';
export { renderStandalone } from './remote/renderStandalone';
export { system } from './theme/system';
export { AppToaster } from './toast/AppToaster';
export {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  toast,
  toaster,
  type ToastInput,
  type ToastVariant,
} from './toast/toaster';
