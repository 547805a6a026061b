import { AppProviders } from '@ped/web-kit';
import { BrowserRouter, Route, Routes } from '@ped/web-kit/ui';
import { lazy, Suspense } from 'react';
import { SiteFrame } from './frame/SiteFrame';
import { OwnedRoute } from './remotes/OwnedRoute';
import { RemoteLoading } from './remotes/RemoteLoading';

// Only visitors who sign in need the sign-in page: it is a chunk of its own.
const SignInPage = lazy(() => import('./signIn/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignOutPage = lazy(() => import('./signIn/SignOutPage').then((m) => ({ default: m.SignOutPage })));

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <SiteFrame>
          {/* The shell's own pages come first; no remote owns their paths (see @ped/web-kit/routes). */}
          <Suspense fallback={<RemoteLoading />}>
            <Routes>
              <Route path="/sign-in" element={<SignInPage />} />
              <Route path="/sign-out" element={<SignOutPage />} />
              <Route path="*" element={<OwnedRoute />} />
            </Routes>
          </Suspense>
        </SiteFrame>
      </AppProviders>
    </BrowserRouter>
  );
}
