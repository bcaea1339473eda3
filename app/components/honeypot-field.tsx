import { HONEYPOT_FIELD } from "~/modules/security";

/** Renders the honeypot input of `modules/security/honeypot`; hidden from people and assistive tech. */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
