import { Box, Flex } from '@ped/web-kit/ui';
import type { ReactNode } from 'react';
import { LiveMessages } from '../live/signedInParts';
import { Footer } from './Footer';
import { Header } from './Header';
import { SkipLink } from './SkipLink';
import { useScrollOnNavigate } from './useScrollOnNavigate';

const MAIN_CONTENT_ID = 'main-content';

/** The frame around every page: header, main landmark, footer; a signed-in party's live messages. */
export function SiteFrame({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it (CLS). */}
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minH="100dvh" outline="none">
        {children}
      </Box>
      <Footer />
      <LiveMessages />
    </Flex>
  );
}
