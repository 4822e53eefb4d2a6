// What the account-security feature offers other features: the security part of a settings screen.
export { SecuritySection } from './components/security-section';
