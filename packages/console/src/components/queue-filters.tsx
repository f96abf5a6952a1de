/** One filter of a queue: its address key, its label (in the operator's language), and what it takes. */
export interface QueueFilter {
  key: string;
  label: string;
  type: 'text' | 'date' | 'amount';
  maxLength?: number;
}

/**
 * A queue's filters, each kept in the address (`useQueueAddress`'s `filter` and `setFilter`): text trimmed, days as
 * the browser's date input gives them (UTC on the server), amounts as typed.
 */
export function QueueFilters(props: {
  /** The section's accessible name. */
  label: string;
  filters: readonly QueueFilter[];
  value: (key: string) => string;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <section className="filters" aria-label={props.label}>
      {props.filters.map((f) => (
        <label key={f.key} className="field">
          <span className="field__label">{f.label}</span>
          {f.type === 'text' ? (
            <input
              className="input"
              name={f.key}
              value={props.value(f.key)}
              maxLength={f.maxLength}
              onChange={(e) => props.onChange(f.key, e.target.value.trim())}
            />
          ) : (
            <input
              className="input"
              name={f.key}
              type={f.type === 'date' ? 'date' : 'number'}
              {...(f.type === 'amount' ? { min: 0, step: 'any' } : {})}
              value={props.value(f.key)}
              onChange={(e) => props.onChange(f.key, e.target.value)}
            />
          )}
        </label>
      ))}
    </section>
  );
}
