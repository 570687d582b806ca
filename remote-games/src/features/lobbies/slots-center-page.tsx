/** Placeholder: being built (issue 4/5). */
export default function SlotsCenterPage() {
  return null;
}
