export { apiErrorMessage, apiErrorStatus, parseApiError, type ApiErrorBody } from './api/apiError';
export { apiRequest, throwIfResNotOk, type HttpMethod } from './api/apiRequest';
export { createQueryClient } from './api/createQueryClient';
export { isUnauthorizedError } from './api/isUnauthorizedError';
export { defaultQueryFn, getQueryFn, type UnauthorizedBehavior } from './api/queryFn';
export { queryKeyToUrl, toQueryString, type QueryParams } from './api/queryKey';
export { AuthProvider } from './auth/AuthProvider';
export { ADMIN_GATE, BUYER_GATE, SIGN_IN_GATE, signInUrl, type AuthGate } from './auth/authGate.constants';
export { AUTH_USER_QUERY_KEY, type AuthState, type AuthUser } from './auth/authUser';
export { RequireAuth } from './auth/RequireAuth';
export { safeReturnTo } from './auth/safeReturnTo';
export { useAuth } from './auth/useAuth';
export { useAuthMutation, type AuthMutationResult } from './auth/useAuthMutation';
export { useRequireAuth, type RequireAuthOptions, type RequireAuthState } from './auth/useRequireAuth';
export {
  CURRENT_PASSWORD_REQUIRED,
  validateChangePassword,
  validateSignIn,
  validateSignUp,
  type ChangePasswordValues,
  type FieldErrors,
  type SignInValues,
  type SignUpValues,
} from './forms/authValidation';
export { EmailSignInForm } from './forms/EmailSignInForm';
export { EmailSignUpForm, type SignUpPayload } from './forms/EmailSignUpForm';
export { FormField } from './forms/FormField';
export { PasswordInput } from './forms/PasswordInput';
export { useValidatedForm } from './forms/useValidatedForm';
export { useEmailAuth, type EmailAuthOptions } from './forms/useEmailAuth';
export {
  CONTACT_EMAIL,
  CONTACT_PHONE,
  DEFAULT_OG_IMAGE,
  DEFAULT_TITLE,
  SITE_NAME,
  pageTitle,
} from './meta/siteMeta.constants';
export { useDocumentTitle } from './meta/useDocumentTitle';
export { usePageMeta, type PageMeta } from './meta/usePageMeta';
export { lazyOverlay, type OverlayProps } from './overlays/lazyOverlay';
export { ComingSoonPage } from './pages/ComingSoonPage';
export { NotFoundPage } from './pages/NotFoundPage';
export { AppProviders } from './providers/AppProviders';
export type { RemoteRoutesModule } from './remote/remoteRoutesModule';
export { renderStandalone } from './remote/renderStandalone';
export { system } from '@ped/web-kit/ui';
export { AppToaster } from './toast/AppToaster';
export { TOAST_DURATION_MS, TOAST_LIMIT, toast, type ToastInput, type ToastVariant } from './toast/toast';
