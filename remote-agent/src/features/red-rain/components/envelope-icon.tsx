/** A red envelope with a gold seal; decorative (its button carries the label). */
export function EnvelopeIcon() {
  return (
    <svg className="agt-redrain-icon" viewBox="0 0 56 72" width="56" height="72" aria-hidden focusable="false">
      <rect x="2" y="2" width="52" height="68" rx="7" fill="#d8232a" stroke="#8f1016" strokeWidth="2" />
      <path d="M2 22 Q28 40 54 22" fill="#b8161d" stroke="#8f1016" strokeWidth="2" />
      <circle cx="28" cy="31" r="8" fill="#f6c343" stroke="#b8860b" strokeWidth="2" />
    </svg>
  );
}
