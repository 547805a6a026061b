// `@ped/web-kit/testing`: helpers of the component tests (jest project `component`). Never import it from app code.
export {
  createTestQueryClient,
  PAGE_LOADING,
  renderWithProviders,
  type RenderedPage,
  type RenderOptions,
  waitForPageLoaded,
} from './renderWithProviders';
export { leavePage } from '../navigation/leavePage';
export { mockApi, type ApiCall, type FakeAnswer } from './mockApi';
