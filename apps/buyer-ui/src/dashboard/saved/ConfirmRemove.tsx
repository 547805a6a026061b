import { Button, HStack, Text } from '@ped/web-kit/ui';
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** The button's text ("Remove", "Delete") and what it removes, for screen readers ("Chenab Leather"). */
  label: string;
  what: string;
  /** The question asked in place of the button: "Remove Chenab Leather from your saved exporters?" */
  question: string;
  onConfirm: () => void;
  pending: boolean;
}

/**
 * A removal asked twice, in place: the button turns into the question with the removal and "Keep" (focused,
 * so Enter or a stray click keeps the item).
 */
export function ConfirmRemove({ label, what, question, onConfirm, pending }: Props) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const [returnFocus, setReturnFocus] = useState(false);

  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (returnFocus) ask.current?.focus();
  }, [asking, returnFocus]);

  if (!asking) {
    return (
      <Button
        ref={ask}
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={`${label} ${what}`}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
    );
  }
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={question}>
      <Text textStyle="sm" fontWeight="medium">
        {question}
      </Text>
      <Button size="sm" colorPalette="red" onClick={onConfirm} loading={pending}>
        {label}
      </Button>
      <Button
        ref={keep}
        size="sm"
        variant="outline"
        onClick={() => {
          setAsking(false);
          setReturnFocus(true);
        }}
      >
        Keep
      </Button>
    </HStack>
  );
}
