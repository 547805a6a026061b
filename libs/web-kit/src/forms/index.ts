// `@ped/web-kit/forms`: the sign-in and sign-up forms and their pieces, for lazily loaded pages (a Module
// Federation singleton fetched when a module importing it loads, like `../ui-lazy.ts`, whose controls it uses).
// Nothing the first paint renders may import it.
export {
  CURRENT_PASSWORD_REQUIRED,
  validateChangePassword,
  validateSignIn,
  validateSignUp,
  type ChangePasswordValues,
  type FieldErrors,
  type SignInValues,
  type SignUpValues,
} from './authValidation';
export { EmailSignInForm } from './EmailSignInForm';
export { EmailSignUpForm, type SignUpPayload } from './EmailSignUpForm';
export { FormField } from './FormField';
export { PasswordInput } from './PasswordInput';
export { useValidatedForm } from './useValidatedForm';
export { useEmailAuth, type EmailAuthOptions } from './useEmailAuth';
