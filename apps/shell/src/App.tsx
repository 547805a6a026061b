import { AppProviders } from '@ped/web-kit';
import { BrowserRouter } from 'react-router';
import { SiteFrame } from './frame/SiteFrame';
import { OwnedRoute } from './remotes/OwnedRoute';

export function App() {
  return (
    <BrowserRouter>
      <AppProviders>
        <SiteFrame>
          <OwnedRoute />
        </SiteFrame>
      </AppProviders>
    </BrowserRouter>
  );
}
