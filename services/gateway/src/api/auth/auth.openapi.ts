import { applyDecorators } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { SignInResultSchema, SignUpAcceptedSchema } from '@ped/contracts/responses';
import { TOKEN_DELIVERY_HEADER } from '../../auth/auth.constants.js';
import { Answers, type Answer } from '../../openapi/answers.js';

/**
 * The answers decorators of the routes that sign up and sign in (exporter accounts, buyers, the admin
 * console). Each is the route's one `@Answers`: a route's other answers (its errors) go in `more`.
 */

/** A sign-up: the same 202 for a new and a taken address; the account exists once the mailed link is opened. */
export const ApiSignUp = (more: Record<number, Answer> = {}) =>
  Answers({
    202: {
      description:
        'Asked for: a link to confirm the address is mailed to it (or, when it has an account already, a note to its owner)',
      schema: SignUpAcceptedSchema,
    },
    ...more,
  });

/**
 * A route that signs in: the optional `X-Token-Delivery: body` header and the answer with
 * the tokens (browsers get them as cookies instead).
 */
export const ApiSignIn = (status: 200, more: Record<number, Answer> = {}) =>
  applyDecorators(
    Answers({
      [status]: {
        description: 'Signed in: the user, and the tokens when asked for in the body',
        schema: SignInResultSchema,
      },
      ...more,
    }),
    ApiHeader({
      name: TOKEN_DELIVERY_HEADER,
      required: false,
      description:
        'API clients: `body` puts `accessToken` and `refreshToken` into the answer (browsers get cookies)',
      schema: { type: 'string', enum: ['body'] },
    }),
  );
