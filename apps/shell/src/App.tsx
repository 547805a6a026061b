import { AppProviders } from '@ped/web-kit';
import { BrowserRouter, Route, Routes } from '@ped/web-kit/ui';
import { SHELL_ROUTES, type RemoteName } from '@ped/web-kit/routes';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { SiteFrame } from './frame/SiteFrame';
import { OwnedRoute } from './remotes/OwnedRoute';
import { PreloadedRemotes } from './remotes/RemoteRoutes';
import { RemoteLoading } from './remotes/RemoteLoading';

// Only visitors who sign in need the sign-in pages: each is a chunk of its own.
const ChooseSignInPage = lazy(() =>
  import('./signIn/ChooseSignInPage').then((m) => ({ default: m.ChooseSignInPage })),
);
const SignInPage = lazy(() => import('./signIn/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignOutPage = lazy(() => import('./signIn/SignOutPage').then((m) => ({ default: m.SignOutPage })));
const ForgotPasswordPage = lazy(() =>
  import('./signIn/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const SetPasswordPage = lazy(() =>
  import('./signIn/SetPasswordPage').then((m) => ({ default: m.SetPasswordPage })),
);
const ConfirmEmailPage = lazy(() =>
  import('./signIn/ConfirmEmailPage').then((m) => ({ default: m.ConfirmEmailPage })),
);

export interface AppTreeProps {
  /** SSR: the client holding the server's dehydrated data (server: the one it renders with). */
  queryClient?: QueryClient;
  /** Remotes' routes modules already loaded (rendered without React.lazy). */
  remotes?: Partial<Record<RemoteName, ComponentType>>;
  /** Hydrating a server-rendered page, which has Chakra's global styles in its <head> already. */
  globalStylesInPage?: boolean;
}

/** Everything inside the router: the same tree in the browser (BrowserRouter) and on the server (StaticRouter). */
export function AppTree({ queryClient, remotes = {}, globalStylesInPage }: AppTreeProps) {
  return (
    <PreloadedRemotes.Provider value={remotes}>
      <AppProviders queryClient={queryClient} globalStylesInPage={globalStylesInPage}>
        <SiteFrame>
          {/* The shell's own pages come first; no remote owns their paths (see @ped/web-kit/routes). */}
          <Suspense fallback={<RemoteLoading />}>
            <Routes>
              <Route path={SHELL_ROUTES.signIn} element={<ChooseSignInPage />} />
              <Route path={SHELL_ROUTES.exporterSignIn} element={<SignInPage />} />
              <Route path={SHELL_ROUTES.signOut} element={<SignOutPage />} />
              <Route path={SHELL_ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
              <Route path={SHELL_ROUTES.setPassword} element={<SetPasswordPage />} />
              <Route path={SHELL_ROUTES.confirmEmail} element={<ConfirmEmailPage />} />
              <Route path="*" element={<OwnedRoute />} />
            </Routes>
          </Suspense>
        </SiteFrame>
      </AppProviders>
    </PreloadedRemotes.Provider>
  );
}

export function App(props: AppTreeProps) {
  return (
    <BrowserRouter>
      <AppTree {...props} />
    </BrowserRouter>
  );
}
