/** One filter of a queue: its address key, its label (in the operator's language), and what it takes. */
export interface QueueFilter {
  key: string;
  label: string;
  type: 'text' | 'date' | 'amount';
  maxLength?: number;
  /** The list call's field, where it is not the address key (the address's `min`, the call's `minAmount`). */
  param?: string;
}

/**
 * The filters the address sets, as the list call takes them: text and days as they are, amounts as numbers (above
 * zero); a filter not set is left out.
 */
export function filterQuery(filters: readonly QueueFilter[], value: (key: string) => string) {
  const query: Record<string, string | number> = {};
  for (const f of filters) {
    const v = value(f.key);
    if (f.type === 'amount' ? Number(v) > 0 : v) query[f.param ?? f.key] = f.type === 'amount' ? Number(v) : v;
  }
  return query;
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
          <input
            className="input"
            name={f.key}
            type={f.type === 'text' ? 'text' : f.type === 'date' ? 'date' : 'number'}
            maxLength={f.maxLength}
            min={f.type === 'amount' ? 0 : undefined}
            step={f.type === 'amount' ? 'any' : undefined}
            value={props.value(f.key)}
            onChange={(e) => props.onChange(f.key, f.type === 'text' ? e.target.value.trim() : e.target.value)}
          />
        </label>
      ))}
    </section>
  );
}
