import { Badge, Text } from '@ped/web-kit/ui';
import { splitLinks } from './messageLinks';

/**
 * A message's words as written (line breaks kept). Links stay plain text, each followed by the host it really
 * leads to, so a look-alike address cannot pass for the one it imitates; a reader who trusts it copies it.
 */
export function MessageText({ content }: { content: string }) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
      {splitLinks(content).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <Text as="span" key={index}>
            <Text as="span" textDecoration="underline" textDecorationStyle="dotted">
              {part.text}
            </Text>{' '}
            <Badge
              as="span"
              variant="outline"
              colorPalette="gray"
              size="sm"
              verticalAlign="baseline"
              whiteSpace="normal"
              overflowWrap="anywhere"
              bg="bg"
              color="fg"
            >
              link to {part.host}
            </Badge>
          </Text>
        ),
      )}
    </Text>
  );
}
