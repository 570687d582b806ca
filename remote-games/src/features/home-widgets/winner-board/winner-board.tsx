/** Placeholder: being built (issue 4/5). */
export default function WinnerBoard() {
  return null;
}
