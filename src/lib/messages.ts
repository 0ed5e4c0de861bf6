/**
 * The product's published texts (spec §8 error catalogue and toasts), verbatim, typos included.
 */

/** Fallback messages shown when a failed call carries no server `message` (spec §8). */
export const FALLBACK = {
  login: 'Login failed',
  resetPassword: 'Reset Password failed',
  forgotPassword: 'Something went wrong',
  logout: 'Logout failed',
  updateMe: 'Update Me failed',
  profileUpdate: 'Something went wrong',
  fetchDataCenters: 'Failed to fetch Data Center',
  startInstance: 'Failed to start instance',
  stopInstance: 'Failed to stop instance',
  deleteInstance: 'Failed to delete instance',
  createInstance: 'Failed to Create instance',
  createLead: 'Failed to add lead',
  getLeads: 'Failed to get all leads',
  getLeadActivities: 'Failed to get all leads activity log data',
  updateLead: 'Failed to update lead',
  deleteLead: 'Failed to delete lead',
  generic: 'Something went wrong',
} as const;

export const MSG = {
  sessionExpired: 'Session expired. Please login again.',
  comingSoon: 'This feature is comming soon.',
  errorFetchingDataCenters: 'Error fetching Data Centers.',
  errorFetchingLeads: 'Error fetching Leads.',
  noRecordFound: 'No record found',
  noErrorFound: 'No Error Found',
  unexpectedError: 'Unexpected Application Error!',
  invalidCredentials: 'Invalid email or password',
  /** Followed by 'Try again in N minutes.' (issue 10 §1). */
  tooManySignIns: 'Too many failed sign-in attempts.',
  /** A wrong, used or expired two-factor or recovery code (issue 16 §1). */
  invalidTwoFactorCode: 'Invalid code',
  /** The second step of a sign-in came too late or twice (issue 16 §1). */
  signInChallengeExpired: 'This sign-in has expired. Please sign in again.',
  /** Followed by 'Try again in N minutes.' (issue 9 §3). */
  tooManyResetRequests: 'Too many password reset requests.',
  /** A reset link checked when its page loads (issue 10 §1). */
  resetLinkUsed: 'This link has expired or was already used.',
  resetLinkSent: 'If an account exists for this email, a password reset link has been sent to it.',
  resetTokenInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordResetDone: 'Your password has been reset. Please sign in with your new password.',
  loggedOut: 'You have been signed out.',
  forbidden: 'You do not have permission to do this.',
  databaseUnavailable: 'The database is unavailable. Try again shortly.',
} as const;
