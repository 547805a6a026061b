import { Box, HStack, Link, Text, RouterLink } from '@ped/web-kit/ui';
import { SITE_NAME } from '@ped/web-kit';

/** The site's name, linking home. */
export function Brand() {
  return (
    <Link asChild color="fg" _hover={{ textDecoration: 'none' }} fontWeight="bold" flexShrink={1} minW="0">
      <RouterLink to="/">
        <HStack gap="2">
          <Box
            aria-hidden="true"
            flexShrink={0}
            boxSize="8"
            borderRadius="md"
            bg="brand.solid"
            color="brand.contrast"
            display="grid"
            placeItems="center"
            fontSize="2xs"
          >
            PED
          </Box>
          <Text
            as="span"
            textStyle={{ base: 'sm', sm: 'md', xl: 'lg' }}
            lineHeight="short"
            whiteSpace={{ lg: 'nowrap' }}
          >
            {SITE_NAME}
          </Text>
        </HStack>
      </RouterLink>
    </Link>
  );
}
