export { needsPrivacyConsent, type PrivacyConsent, privacyConsentSchema } from './api/privacy-consent-api';
export { PrivacyConsentModal } from './components/privacy-consent-modal';
