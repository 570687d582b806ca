// Scaffold of the issue-16 branch: the screen's feature replaces this before it reaches main.
export default function PaymentPasswordPage() {
  return null;
}
