/** Why the last submit failed, above the button; the fields keep what was typed. */
export function FormAlert({ text }: { text: string }) {
  return (
    <p className="mem-forget__alert" role="alert">
      {text}
    </p>
  );
}
