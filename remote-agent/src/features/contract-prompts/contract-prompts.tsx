/** Placeholder: being built (issue 4). */
export default function ContractPrompts() {
  return null;
}
