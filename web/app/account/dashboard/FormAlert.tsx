// A dashboard form's error about the whole form (not one field): read out when it appears.
export function FormAlert({ text }: { text: string | undefined }) {
  return text ? (
    <p className="form-error" role="alert">
      {text}
    </p>
  ) : null;
}
