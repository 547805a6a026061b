// The one door to Chakra UI and React Router for every app (`@ped/web-kit/ui`, a Module Federation singleton).
//
// Module Federation shares a package whole: sharing `@chakra-ui/react` and `react-router` themselves put all of
// Chakra (~300 KB gzipped) on every first load. This module is shared instead, and re-exports exactly what the
// apps use, so each build bundles only that; every app builds the same list, so whichever app provides it,
// every remote finds what it needs. Chakra's provider (emotion cache, theme) and the router's context stay
// single instances because this module is loaded once. Add a name here when an app needs a new one; ESLint
// (`no-restricted-imports`) keeps apps from importing the packages directly. Everything here is on every first
// load: components that no first paint needs are in `./ui-overlays.ts` (overlays and other zag machines) and
// `./ui-lazy.ts` (the lighter ones: form controls, alerts…). DataList and List are here: the profile and the
// information pages show them at once, and with them here those pages need neither of the lazy modules. Input and
// NativeSelect are in `./ui-lazy.ts` (they bring Ark's field machinery, ~3 KB gzipped): the home page's search box
// styles plain elements with their recipes.
export {
  Badge,
  Box,
  Button,
  Card,
  Center,
  ChakraProvider,
  CloseButton,
  Container,
  DataList,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Image,
  Link,
  LinkBox,
  LinkOverlay,
  List,
  Portal,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Spinner,
  Stack,
  Stat,
  Text,
  VStack,
  VisuallyHidden,
  Wrap,
  chakra,
  createIcon,
  useRecipe,
  useSlotRecipe,
  type HTMLChakraProps,
  type IconButtonProps,
  type StackProps,
} from '@chakra-ui/react';

export {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  matchPath,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  Link as RouterLink,
  NavLink as RouterNavLink,
} from 'react-router';

/** The site's Chakra system (theme); part of this module so that it exists once, beside the components. */
export { getSystem } from './theme/system';

// A fresh emotion cache per server render (the default cache is module-wide: a class inserted by an
// earlier render is never written into a later page's HTML). Exported here so it is Chakra's emotion instance.
export { CacheProvider as EmotionCacheProvider } from '@emotion/react';
export { default as createEmotionCache, type EmotionCache } from '@emotion/cache';
