/** The brand page's form logic, apart from its components so that it is tested on its own. */

/** Entries typed one per line or separated by commas; blanks dropped, duplicates once. */
export function splitList(text: string, upper = false): string[] {
  const items = text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (upper ? s.toUpperCase() : s));
  return [...new Set(items)];
}

/** An ISO time as the value of a datetime-local input, in the browser's time zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as an ISO time (null for empty or not a time). */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The maintenance window the form asks for: null when its end is not after its start (or now). */
export function maintenanceWindow(
  fromInput: string,
  untilInput: string,
  now: Date,
): { from?: string; until: string | null } | null {
  const from = fromLocalInput(fromInput);
  const until = fromLocalInput(untilInput);
  const start = from ? Date.parse(from) : now.getTime();
  if (until && Date.parse(until) <= start) return null;
  return { ...(from ? { from } : {}), until };
}

export interface DomainDraft {
  domain: string;
  siteType: 'member' | 'agent';
  isMain: boolean;
}

/** Exactly one main domain, a player (member) site, and no domain twice: the server's rules, told early. */
export function domainProblem(domains: DomainDraft[]): 'domain_one_main' | 'domain_twice' | null {
  const names = domains.map((d) => d.domain.trim().toLowerCase());
  if (new Set(names).size !== names.length) return 'domain_twice';
  const main = domains.filter((d) => d.isMain);
  if (main.length !== 1 || main[0]?.siteType !== 'member') return 'domain_one_main';
  return null;
}
