import { IsEmail, IsNotEmpty, IsOptional, IsString, MinLength } from 'class-validator';
import { validateAs, validationMessage } from './validation.js';

class SignUp {
  @IsNotEmpty({ message: 'Email is required' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email: string;

  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @IsString()
  password: string;

  @IsOptional()
  @IsString()
  company?: string;
}

describe('validateAs', () => {
  it('accepts a valid payload and returns a DTO instance', async () => {
    const result = await validateAs(SignUp, { email: 'a@b.pk', password: 'secret1' });
    expect(result.ok && result.value).toBeInstanceOf(SignUp);
  });

  it('names every failing field with its messages in the order the DTO writes them', async () => {
    const result = await validateAs(SignUp, { password: 'abc' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      { field: 'email', messages: ['Email is required', 'Please enter a valid email address'] },
      { field: 'password', messages: ['Password must be at least 6 characters'] },
    ]);
    expect(validationMessage(result.errors)).toBe('Email is required');
  });

  it('refuses fields the DTO does not declare', async () => {
    const result = await validateAs(SignUp, { email: 'a@b.pk', password: 'secret1', role: 'admin' });
    expect(!result.ok && result.errors).toEqual([
      { field: 'role', messages: ['property role should not exist'] },
    ]);
  });
});
