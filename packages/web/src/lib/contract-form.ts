import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import { checkField, type FieldProblem, type FieldRule } from '@wl/contract/patterns';
import type { RouteName, Routes } from '@wl/contract/routes';
import type { TFunction } from 'i18next';
import { useEffect, useMemo } from 'react';
import {
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { z } from 'zod';

/*
 * Forms from the contract (conventions.md "Forms use react-hook-form with the contract's zod schemas"): a form is
 * validated by its route's request schema, refined by the brand's field rules, so the page refuses what the server
 * refuses. A field error is stored as a message key (with its figures) and turned into the user's language where
 * it is shown (`formErrorText`), so it follows a language switch; it shows once the field is left or the form sent,
 * and clears as soon as the field is valid.
 */

/** A key of the web's translations with its figures ({{min}}, {{max}}), as a field error carries it. */
export interface ErrorMessage {
  key: string;
  params?: Record<string, unknown> | undefined;
}

/** How a message with figures travels in react-hook-form's string `message`. */
export function encodeMessage({ key, params }: ErrorMessage): string {
  return params ? JSON.stringify({ key, params }) : key;
}

function decodeMessage(message: string): ErrorMessage {
  if (!message.startsWith('{')) return { key: message };
  try {
    const parsed = JSON.parse(message) as ErrorMessage;
    return typeof parsed.key === 'string' ? parsed : { key: message };
  } catch {
    return { key: message };
  }
}

/**
 * Spec 5: a pattern error is the text of reg_pattern_{patternId} with (min) and (max) replaced by the lengths;
 * when they are equal one number is shown. A rule with only lengths (no patternId) uses the any-text message.
 */
export function patternMessage(
  t: TFunction,
  problem: { patternId: number | null; min: number | null; max: number | null },
): string {
  const text = t(`reg_pattern_${problem.patternId ?? 1}`);
  const min = problem.min ?? 1;
  const max = problem.max;
  if (max === null) return text.replace(/\(min\)\s*[-–~]\s*\(max\)/u, `${min}+`).replaceAll('(min)', String(min));
  if (min === max)
    return text
      .replace(/\(min\)\s*[-–~]\s*\(max\)/u, String(min))
      .replaceAll('(min)', String(min))
      .replaceAll('(max)', String(max));
  return text.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** The message key of one field problem of checkField: 'input_required' or reg_pattern_N with the lengths. */
export function problemMessage(problem: FieldProblem): ErrorMessage {
  if (problem.kind === 'required') return { key: 'input_required' };
  return {
    key: `reg_pattern_${problem.patternId ?? 1}`,
    params: { patternId: problem.patternId, min: problem.min, max: problem.max },
  };
}

/** The text of one field problem in the user's language. */
export function problemText(t: TFunction, problem: FieldProblem): string {
  return formErrorText(t, encodeMessage(problemMessage(problem)));
}

/**
 * A field error in the user's language: a translation key (with figures), reg_pattern_N with the rule's lengths,
 * or, for a message the web has no text for, "Input is not valid".
 */
export function formErrorText(t: TFunction, message: string | undefined): string {
  if (!message) return '';
  const { key, params } = decodeMessage(message);
  const pattern = /^reg_pattern_(\d+)$/u.exec(key);
  if (pattern) {
    const figure = (name: string) => (typeof params?.[name] === 'number' ? (params[name] as number) : null);
    return patternMessage(t, { patternId: Number(pattern[1]), min: figure('min'), max: figure('max') });
  }
  return t(key, { ...params, defaultValue: t('invalid_input') });
}

/** A server field issue (invalid_input details): 'required' or 'reg_pattern_<id>', with the rule's lengths. */
export function issueMessage(message: string, rule: FieldRule | undefined): string {
  if (message === 'required') return 'input_required';
  if (/^reg_pattern_\d+$/u.test(message)) {
    return encodeMessage({ key: message, params: { min: rule?.minLength ?? null, max: rule?.maxLength ?? null } });
  }
  return message;
}

/**
 * The message of an issue the contract's schema raised without one of its own (a plain `text().min(1)`, a missing
 * value): an empty or missing value is "Input cannot be empty", a length the any-text pattern, the rest invalid.
 */
function contractIssueMessage(issue: z.core.$ZodRawIssue): string {
  const input = issue.input;
  if (input === undefined || input === null || input === '') return 'input_required';
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return encodeMessage({ key: 'reg_pattern_1', params: { min: Number(issue.minimum), max: null } });
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return encodeMessage({ key: 'reg_pattern_1', params: { min: 1, max: Number(issue.maximum) } });
  }
  return 'invalid_input';
}

/** An issue's message for the form: figures of a custom issue (an amount's min or max) travel with its key. */
function issueFormMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'custom' && issue.params && !issue.params.brandRule && !issue.message.startsWith('{')) {
    return encodeMessage({ key: issue.message, params: issue.params });
  }
  return issue.message;
}

/** Marks the issues of the form's own rules: they are said before what the request schema says of that field. */
const BRAND_RULE = { brandRule: true } as const;

/** The brand's refinements of a form, by field name. */
export interface FormRules<V> {
  /** Fields checked with checkField against the brand's rule (spec 5), e.g. the password rule. */
  fieldRules?: Partial<Record<keyof V & string, FieldRule>> | undefined;
  /**
   * Fields that may not be left empty although the request schema accepts an empty string, checked before their
   * rule: a list ("Input cannot be empty") or each with its own message key ('enter_old_password').
   */
  required?: readonly (keyof V & string)[] | Partial<Record<keyof V & string, string>> | undefined;
  /** A confirmation field and the field it must repeat, with its message ('password_mismatch' unless given). */
  matches?: Partial<Record<keyof V & string, { field: keyof V & string; message?: string }>> | undefined;
  /** Fields kept as typed; every other text value is trimmed before it is checked and sent (spec 5). */
  untrimmed?: readonly (keyof V & string)[] | undefined;
}

/** The form schema with the brand's rules: each a check on the trimmed value, its issue a message key. */
export function refineWithRules<S extends z.ZodType>(schema: S, rules: FormRules<z.input<S>>) {
  const untrimmed = new Set<string>(rules.untrimmed ?? []);
  const trimmed = z.preprocess((raw) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw;
    return Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [k, typeof v === 'string' && !untrimmed.has(k) ? v.trim() : v]),
    );
  }, schema);
  return trimmed.superRefine((_, ctx) => {
    const values = ctx.value as Record<string, unknown>;
    // The checks read the trimmed input, whatever the schema's output makes of it.
    const input = values && typeof values === 'object' ? values : {};
    const text = (field: string) => (typeof input[field] === 'string' ? (input[field] as string) : '');
    const failed = new Set<string>();
    const required: [string, string][] = Array.isArray(rules.required)
      ? rules.required.map((field) => [field, 'input_required'])
      : Object.entries(rules.required ?? {});
    for (const [field, message] of required) {
      if (text(field) === '') {
        failed.add(field);
        ctx.addIssue({ code: 'custom', path: [field], params: BRAND_RULE, message });
      }
    }
    for (const [field, rule] of Object.entries(rules.fieldRules ?? {}) as [string, FieldRule][]) {
      if (failed.has(field)) continue;
      const problem = checkField(rule, text(field));
      if (problem) {
        failed.add(field);
        ctx.addIssue({
          code: 'custom',
          path: [field],
          params: BRAND_RULE,
          message: encodeMessage(problemMessage(problem)),
        });
      }
    }
    for (const [field, match] of Object.entries(rules.matches ?? {}) as [
      string,
      { field: string; message?: string },
    ][]) {
      if (failed.has(field)) continue;
      if (text(field) !== text(match.field)) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          params: BRAND_RULE,
          message: match.message ?? 'password_mismatch',
        });
      }
    }
  });
}

/**
 * A react-hook-form resolver of a zod schema whose errors are message keys (see `formErrorText`). The schema may
 * come later (the route table is loaded apart from the first page, as the API client reads only its meta).
 */
export function contractResolver<S extends z.ZodType>(
  schema: S | (() => Promise<S>),
): Resolver<z.input<S> & FieldValues, unknown, z.output<S>> {
  let ready: Promise<S> | null = null;
  return async (values, _context, options) => {
    ready ??= typeof schema === 'function' ? schema() : Promise.resolve(schema);
    const result = await (await ready).safeParseAsync(values, { error: contractIssueMessage });
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data, errors: {} };
    }
    const errors: Record<string, FieldError> = {};
    // A field's own rule ("Enter your payment password") speaks before the request schema's general word.
    const issues = [...result.error.issues].sort(
      (a, b) =>
        Number(b.code === 'custom' && !!b.params?.brandRule) - Number(a.code === 'custom' && !!a.params?.brandRule),
    );
    for (const issue of issues) {
      const path = issue.path.join('.');
      // The first problem of a field is the one shown; a form-wide issue (empty path) goes to `root`.
      const name = path || 'root';
      errors[name] ??= { type: issue.code, message: issueFormMessage(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

// biome-ignore lint/suspicious/noExplicitAny: any schema of a request; the form's types come from the one given.
type AnySchema = z.ZodType<any, any, any>;
type RequestOf<N extends RouteName> = Routes[N]['request'] & AnySchema;

let routeTable: Promise<Routes> | null = null;
/** The contract's route table with its schemas, loaded once, when the first form is shown. */
function loadRoutes(): Promise<Routes> {
  routeTable ??= import('@wl/contract/routes').then((module) => module.ROUTES);
  return routeTable;
}

export type ContractFormOptions<N extends RouteName, S extends AnySchema> = Omit<
  UseFormProps<z.input<S> & FieldValues, unknown, z.output<S>>,
  'resolver'
> &
  FormRules<z.input<S>> & {
    /**
     * The form's shape of the request, from the route's request schema (`(request) => request.extend({ amount:
     * amountInput(limits) })`): what an input holds (a typed amount) read into what the call takes.
     */
    schema?: ((request: RequestOf<N>) => S) | undefined;
    /** Changes when the schema or rules change (a channel's limits, the brand's rules arriving). */
    deps?: readonly unknown[] | undefined;
  };

/**
 * A react-hook-form form for a call of the contract's member route table: validated by the route's request schema
 * (or the form's shape of it), refined by the brand's field rules, every error a message key shown in the user's
 * language by the shared fields. An error shows once a field is left or the form sent, and clears as soon as the
 * field becomes valid (mode onTouched, then every change).
 */
export function useContractForm<N extends RouteName, S extends AnySchema = RequestOf<N>>(
  route: N,
  options: ContractFormOptions<N, S> = {},
): UseFormReturn<z.input<S> & FieldValues, unknown, z.output<S>> {
  const { schema: shape, fieldRules, required, matches, untrimmed, deps = [], ...formOptions } = options;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what its schema and rules depend on.
  const resolver = useMemo(
    () =>
      contractResolver(async () => {
        const request = (await loadRoutes())[route].request as RequestOf<N>;
        const schema = shape ? shape(request) : (request as unknown as S);
        return refineWithRules(schema, { fieldRules, required, matches, untrimmed });
      }) as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S>>,
    [route, JSON.stringify({ fieldRules, required, matches, untrimmed }), ...deps],
  );
  useEffect(() => void loadRoutes(), []);
  return useForm<z.input<S> & FieldValues, unknown, z.output<S>>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    ...formOptions,
    resolver,
  });
}
