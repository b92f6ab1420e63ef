// What other features use of auth: checking a typed password under the sign-in throttle, and
// voiding reset links when a password changes (users), and the link that sets a new company
// account's first password (marketplace, workspace).
export { checkPasswordAttempt } from './password-attempts';
export { cancelPasswordResets, issueSetPasswordLink } from './password-reset';
