// What other features use of users: finding a user, recording a sign-in and setting a new
// password (auth).
export { cancelEmailChanges } from './email-change';
export {
  type UserRow,
  findUserByEmail,
  findUserById,
  recordLogin,
  toUser,
  updateUserRow,
} from './repository';
