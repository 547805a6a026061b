import { AppProviders } from '@ped/web-kit';
import { BrowserRouter, Route, Routes } from 'react-router';
import { SiteFrame } from './frame/SiteFrame';
import { OwnedRoute } from './remotes/OwnedRoute';
import { SignInPage } from './signIn/SignInPage';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <SiteFrame>
          {/* The shell's own pages come first; no remote owns their paths (see routeOwnership.ts). */}
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route path="*" element={<OwnedRoute />} />
          </Routes>
        </SiteFrame>
      </AppProviders>
    </BrowserRouter>
  );
}
