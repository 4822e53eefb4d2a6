// The auth feature's public surface: other features and the app shell import from here only.
export { type AuthContextValue, AuthProvider } from './auth-provider';
export { LanguageMenu } from './components/language-menu';
export { PasswordField } from './components/password-field';
export { RequireOwnProfessional } from './components/require-own-professional';
export { RequireRecruiter } from './components/require-recruiter';
export { RequireSignedIn } from './components/require-signed-in';
export { isRecruiterUser, RECRUITER_ROLES, type SessionUser, userFromToken } from './session';
export { useAuth } from './use-auth';
