// `@ped/web-kit/forms`: the one form pattern (useValidatedForm + FormField), the sign-in card and the e-mail
// sign-in and sign-up forms, for lazily loaded pages (a Module Federation singleton fetched when a module
// importing it loads, like `../ui-lazy.ts`, whose controls it uses). Nothing the first paint renders may import it.
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
export { EmailAuthCard, type EmailAuthCopy, type EmailAuthMode } from './EmailAuthCard';
export { EmailSignInForm } from './EmailSignInForm';
export { EmailSignUpForm, type SignUpPayload } from './EmailSignUpForm';
export { ForgotPassword } from './ForgotPassword';
export { FormField, type FieldOption } from './FormField';
export { PasswordInput } from './PasswordInput';
export { SignInCard } from './SignInCard';
export { useValidatedForm, type TextFieldName } from './useValidatedForm';
export { useEmailAuth, type EmailAuthOptions } from './useEmailAuth';
