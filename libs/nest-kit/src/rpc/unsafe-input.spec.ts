import { IsEmail } from 'class-validator';
import { findUnsafeInput, MAX_INPUT_DEPTH } from './unsafe-input.js';
import { validateAs } from './validation.js';

/** `levels` levels of objects, the outermost included: {a: {a: … {}}}. */
const nested = (levels: number): object => {
  let value: object = {};
  for (let level = 1; level < levels; level++) value = { a: value };
  return value;
};

describe('findUnsafeInput', () => {
  it('accepts ordinary input, non-Latin text and emoji (surrogate pairs) included', () => {
    expect(findUnsafeInput({ name: 'کراچی 😀', tags: ['a', 'b'], count: 3, nested: { ok: true } })).toEqual(
      [],
    );
    expect(findUnsafeInput(undefined)).toEqual([]);
  });

  it('accepts MAX_INPUT_DEPTH levels and names the top-level field of anything deeper', () => {
    expect(findUnsafeInput({ deep: nested(MAX_INPUT_DEPTH - 1) })).toEqual([]);
    expect(findUnsafeInput({ ok: 'x', deep: nested(MAX_INPUT_DEPTH) })).toEqual([
      { field: 'deep', messages: [`deep is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`] },
    ]);
  });

  it('does not overflow the stack on nesting thousands of levels deep', () => {
    let value: unknown = 'x';
    for (let level = 0; level < 100_000; level++) value = [value];
    expect(findUnsafeInput({ list: value })[0]?.field).toBe('list');
  });

  it('names every string with a NUL or a lone surrogate by its path', () => {
    expect(findUnsafeInput({ name: 'a\u0000b', tags: ['ok', '\ud800'], info: { bio: 'x\udfff' } })).toEqual([
      { field: 'name', messages: ['name must not contain NUL characters'] },
      { field: 'tags.1', messages: ['tags.1 must be valid Unicode text'] },
      { field: 'info.bio', messages: ['info.bio must be valid Unicode text'] },
    ]);
    expect(findUnsafeInput('\u0000')).toEqual([
      { field: 'value', messages: ['value must not contain NUL characters'] },
    ]);
  });
});

class Contact {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;
}

describe('validateAs with unsafe input', () => {
  it('refuses it with the field named, before validator.js could throw on it', async () => {
    await expect(validateAs(Contact, { email: '\ud800@example.com' })).resolves.toEqual({
      ok: false,
      errors: [{ field: 'email', messages: ['email must be valid Unicode text'] }],
    });
  });
});
