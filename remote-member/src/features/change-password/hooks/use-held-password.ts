/**
 * The password held in the session, if any. The page shows the old-password field only when
 * the session holds no password. This client never keeps a password in memory or storage once the
 * login form that took it is gone, by design: a password that outlives its form is one a script on
 * any later page could read. So there is never one to hold, the answer is always null, and the person
 * always confirms the old password, which the platform checks.
 */
export function useHeldPassword(): string | null {
  return null;
}
