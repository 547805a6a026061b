import { AppProviders } from '@ped/web-kit';
import { BrowserRouter, Route, Routes } from '@ped/web-kit/ui';
import { SHELL_ROUTES } from '@ped/web-kit/routes';
import { lazy, Suspense } from 'react';
import { SiteFrame } from './frame/SiteFrame';
import { OwnedRoute } from './remotes/OwnedRoute';
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

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <SiteFrame>
          {/* The shell's own pages come first; no remote owns their paths (see @ped/web-kit/routes). */}
          <Suspense fallback={<RemoteLoading />}>
            <Routes>
              <Route path={SHELL_ROUTES.signIn} element={<ChooseSignInPage />} />
              <Route path={SHELL_ROUTES.exporterSignIn} element={<SignInPage />} />
              <Route path={SHELL_ROUTES.signOut} element={<SignOutPage />} />
              <Route path={SHELL_ROUTES.forgotPassword} element={<ForgotPasswordPage />} />
              <Route path={SHELL_ROUTES.setPassword} element={<SetPasswordPage />} />
              <Route path="*" element={<OwnedRoute />} />
            </Routes>
          </Suspense>
        </SiteFrame>
      </AppProviders>
    </BrowserRouter>
  );
}
