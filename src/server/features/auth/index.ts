// What other features use of auth: checking a typed password under the sign-in throttle, and
// voiding reset links when a password changes (users).
export { checkPasswordAttempt } from './password-attempts';
export { cancelPasswordResets } from './password-reset';
