/** Placeholder: being built (issue 4) — the floating side-service widget. */
export function SideService() {
  return null;
}
