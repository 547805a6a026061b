export { ApiError, apiErrorMessage, apiErrorStatus, isApiError, type ApiErrorBody } from './api/apiError';
export { apiRequest, throwIfResNotOk, type HttpMethod } from './api/apiRequest';
export { createQueryClient } from './api/createQueryClient';
export { isUnauthorizedError } from './api/isUnauthorizedError';
export { defaultQueryFn, getQueryFn, type UnauthorizedBehavior } from './api/queryFn';
export { queryKeyToUrl, toQueryString, type QueryParams } from './api/queryKey';
export { applyLiveUpdate, type LiveUpdate } from './api/applyLiveUpdate';
export {
  invalidateQueryKeys,
  useInvalidatingMutation,
  type Invalidates,
  type InvalidatingMutationOptions,
} from './api/useInvalidatingMutation';
export { AuthProvider } from './auth/AuthProvider';
export { CompareBar, compareHref } from './compare/CompareBar';
export { ADMIN_GATE, BUYER_GATE, SIGN_IN_GATE, signInUrl, type AuthGate } from './auth/authGate.constants';
export { AUTH_USER_QUERY_KEY, type AuthState, type AuthUser } from './auth/authUser';
export { RequireAuth } from './auth/RequireAuth';
export { safeReturnTo } from './auth/safeReturnTo';
export { signInReasonText, type SignInReason } from './auth/signInReasons';
export { useAuth } from './auth/useAuth';
export { useAuthUserReader } from './auth/useAuthUserReader';
export { useAuthMutation, type AuthMutationResult } from './auth/useAuthMutation';
export { useRequireAuth, type RequireAuthOptions, type RequireAuthState } from './auth/useRequireAuth';
export { DEFAULT_OG_IMAGE, DEFAULT_TITLE, SITE_NAME, pageTitle } from './meta/siteMeta.constants';
export { SITE_CONFIG_URL, telHref, useSiteConfig, type SiteConfig } from './meta/siteConfig';
export { useDocumentTitle } from './meta/useDocumentTitle';
export { useNoIndex } from './meta/useNoIndex';
export { jsonForScript, PageMetaSink, pageMetaHtml, usePageMeta, type PageMeta } from './meta/usePageMeta';
export { leavePage } from './navigation/leavePage';
export { lazyOverlay, type OverlayProps } from './overlays/lazyOverlay';
export { LoadError } from './pages/LoadError';
export { LoadFailed } from './pages/LoadFailed';
export { NotFoundPage } from './pages/NotFoundPage';
export { StateMessage, type StateMessageProps } from './pages/StateMessage';
export { AccountSection, ACCOUNT_DELETED_PATH } from './account/AccountSection';
export { sessionStore } from './storage/sessionStore';
export { AppProviders } from './providers/AppProviders';
export { LineTabList, lineTabIds } from './tabs/LineTabList';
export { createRemoteRoutes } from './remote/createRemoteRoutes';
export type { RemoteRoutesModule } from './remote/remoteRoutesModule';
export { renderStandalone } from './remote/renderStandalone';
export { getSystem } from '@ped/web-kit/ui';
export { AppToaster } from './toast/AppToaster';
export { TOAST_DURATION_MS, TOAST_LIMIT, toast, type ToastInput, type ToastVariant } from './toast/toast';
// TanStack Query reaches the apps through this singleton, like Chakra through `./ui.ts`: Module Federation shares a
// package whole, and the apps use only these hooks (~3 KB gzipped less on every first load). Import them from here,
// never from '@tanstack/react-query' (a second copy would have no QueryClient); type imports are fine. A change
// goes through `useInvalidatingMutation` (it names what it makes stale), not `useMutation` itself.
export { dehydrate, hydrate, useQueryClient } from '@tanstack/react-query';
export { ServerQueries, useQuery } from './api/useQuery';
