import { CONVERSATION_MESSAGES } from '@ped/contracts/options';
import { EMPTY_START, toStartCommand, validateStart } from './startForm';

describe('the New Conversation form', () => {
  it("refuses what the server refuses, with the spec's messages", () => {
    expect(validateStart(EMPTY_START)).toEqual({
      exporterId: CONVERSATION_MESSAGES.exporterRequired,
      subject: CONVERSATION_MESSAGES.subjectRequired,
      initialMessage: CONVERSATION_MESSAGES.initialMessageRequired,
    });
    expect(
      validateStart({ exporterId: '0', exporterName: '', subject: 'x'.repeat(256), initialMessage: '   ' }),
    ).toEqual({
      exporterId: CONVERSATION_MESSAGES.exporterRequired,
      subject: CONVERSATION_MESSAGES.subjectTooLong,
      initialMessage: CONVERSATION_MESSAGES.initialMessageRequired,
    });
  });

  it('accepts a subject of 255 characters and sends the text trimmed', () => {
    const values = {
      exporterId: '12',
      exporterName: 'Indus Rice',
      subject: ` ${'s'.repeat(255)} `,
      initialMessage: ' Hello ',
    };
    expect(validateStart(values)).toEqual({});
    expect(toStartCommand(values)).toEqual({
      exporterId: 12,
      subject: 's'.repeat(255),
      initialMessage: 'Hello',
    });
  });
});
