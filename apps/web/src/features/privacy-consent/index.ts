export { needsPrivacyConsent, type PrivacyConsent } from './api/privacy-consent-api';
export { PrivacyConsentModal } from './components/privacy-consent-modal';
