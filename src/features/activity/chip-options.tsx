// Chips to choose one option with (a kind's setting in the editor, a sign-up question, a programme when joining).
import type { FieldAria } from '@/components/form-field';

/** One choice among chips, the group a FormField labels (`labelId`) and describes (`aria`): pressed is the chosen one. */
export function ChipOptions<T extends string | number>({
  aria,
  labelId,
  options,
  chosen,
  onPick,
  label = String,
}: {
  aria?: FieldAria;
  labelId: string;
  options: readonly T[];
  chosen: T;
  onPick: (option: T) => void;
  label?: (option: T) => string;
}) {
  return (
    <div className="act-options" role="group" aria-labelledby={labelId} aria-describedby={aria?.['aria-describedby']}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className="qh-pill act-chip"
          aria-pressed={chosen === o}
          onClick={() => onPick(o)}
        >
          {label(o)}
        </button>
      ))}
    </div>
  );
}
