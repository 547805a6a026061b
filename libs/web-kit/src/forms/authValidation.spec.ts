import { validateChangePassword, validateSignIn, validateSignUp } from './authValidation.js';

const valid = {
  firstName: 'Amina',
  lastName: 'Khan',
  email: 'amina@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('auth form validation', () => {
  it("gives the spec's sign-in messages for a bad e-mail and a short password", () => {
    expect(validateSignIn({ email: 'amina@', password: '12345' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(validateSignIn({ email: ' amina@example.com ', password: '123456' })).toEqual({});
  });

  it('says an empty e-mail is required, not invalid', () => {
    expect(validateSignIn({ email: '  ', password: '123456' })).toEqual({ email: 'Email is required' });
  });

  it('requires both names and a matching confirmation on sign-up, in the order of the form', () => {
    expect(validateSignUp(valid)).toEqual({});
    const errors = validateSignUp({ ...valid, firstName: ' ', lastName: '', confirmPassword: 'secret2' });
    expect(errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      confirmPassword: "Passwords don't match",
    });
    expect(Object.keys(errors)[0]).toBe('firstName');
  });

  it('checks a password change: current password, 6 characters, confirmation', () => {
    expect(
      validateChangePassword({ currentPassword: '', newPassword: 'abc', confirmPassword: 'abd' }),
    ).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 6 characters',
      confirmPassword: "Passwords don't match",
    });
    expect(
      validateChangePassword({ currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
    ).toEqual({});
  });
});
