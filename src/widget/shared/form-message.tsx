// The form-level message every form shows (div.wpwl-message.wpwl-has-error), announced as an alert.
export function FormMessage({ text }: { text: string }) {
  return text ? (
    <div class="wpwl-message wpwl-has-error" role="alert">
      {text}
    </div>
  ) : null;
}
