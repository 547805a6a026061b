import { Box, Center, HStack, Stack, Text, VisuallyHidden } from '@ped/web-kit/ui';
import { CheckIcon } from '@ped/web-kit/icons';
import { WIZARD_STEPS } from './registrationForm';

/** The steps' short names, for the indicator (their headings carry the full titles). */
const SHORT_TITLES = ['Personal', 'Company', 'Interests', 'Review'];

/** Where the buyer is (step n of 4) and how much of the profile is filled (spec: percent of the fields). */
export function WizardProgress({ step, percent }: { step: number; percent: number }) {
  return (
    <Stack gap="3">
      <HStack justify="space-between" align="baseline" gap="3" flexWrap="wrap">
        <Text fontWeight="semibold">
          Step {step + 1} of {WIZARD_STEPS.length}
        </Text>
        <Text color="fg.muted" textStyle="sm" aria-hidden="true">
          {percent}% complete
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-label="Profile completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        h="2"
        bg="bg.emphasized"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" transition="width 0.3s ease" />
      </Box>
      <Box
        as="ol"
        display="grid"
        gridTemplateColumns={`repeat(${WIZARD_STEPS.length}, minmax(0, 1fr))`}
        gap="2"
      >
        {WIZARD_STEPS.map((wizardStep, index) => {
          const done = index < step;
          const current = index === step;
          return (
            <Box
              as="li"
              key={wizardStep.title}
              listStyleType="none"
              aria-current={current ? 'step' : undefined}
            >
              <Stack gap="1" align="center" textAlign="center">
                <Center
                  boxSize="8"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor={done || current ? 'brand.solid' : 'border.emphasized'}
                  bg={done ? 'brand.solid' : current ? 'brand.subtle' : 'bg'}
                  color={done ? 'brand.contrast' : current ? 'brand.fg' : 'fg.muted'}
                  fontWeight="semibold"
                  textStyle="sm"
                  aria-hidden="true"
                >
                  {done ? <CheckIcon boxSize="4" /> : index + 1}
                </Center>
                <Text
                  textStyle="xs"
                  color={current ? 'fg' : 'fg.muted'}
                  fontWeight={current ? 'semibold' : 'normal'}
                >
                  {SHORT_TITLES[index]}
                  <VisuallyHidden>
                    {`: ${wizardStep.title}`}
                    {done ? ' (done)' : ''}
                  </VisuallyHidden>
                </Text>
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
