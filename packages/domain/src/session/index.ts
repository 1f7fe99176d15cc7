// @warehouse/domain/session: Signing in and changing a password.

export type { LoginValues, SocialProvider } from './login';
export { validateLogin } from './login';
export type { PasswordChange, PasswordField } from './password';
export {
  emptyPasswordChange,
  MIN_PASSWORD_LENGTH,
  PASSWORD_MESSAGES,
  validatePasswordChange,
} from './password';
