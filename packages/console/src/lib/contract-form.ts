import { toNestErrors } from '@hookform/resolvers';
import { OPERATOR_ROUTES, type OperatorRouteName, type OperatorRoutes } from '@wl/contract/operator-routes';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type * as z4 from 'zod/v4/core';

/** A form's schema: an object of fields in, the request (or the form's own values) out. */
export type FormSchema = z4.$ZodType;
/** The values a form's fields hold (the schema's input) and what its submit hands over (the schema's output). */
export type FormInput<S extends FormSchema> = z.input<S> extends FieldValues ? z.input<S> : never;
/** A route's request schema. */
export type RequestSchema<N extends OperatorRouteName> = OperatorRoutes[N]['request'] extends infer R extends FormSchema
  ? R
  : never;
export type FormOutput<S extends FormSchema> = z.output<S> extends FieldValues ? z.output<S> : never;

/** For one field (its path, `amount` or `lines.0.stake`): the i18n key shown for any failure of it. */
export type FieldMessages = Record<string, string>;

export interface ContractFormOptions<R, S extends FormSchema> {
  /** The values the fields start with (the form's input, so a number field may start as text). */
  defaultValues?: DefaultValues<FormInput<NoInfer<S>>>;
  /**
   * The form's own rules on top of the route's request schema: a field the form does not show left out
   * (`s.omit({ operatorId: true })`), a confirmation added, a rule of this form only (`.refine`, with an i18n key as
   * the message). The server still validates against the route's schema.
   */
  refine?: (request: R) => S;
  /** A field whose failures need one sentence of their own (a pattern the generic texts cannot explain). */
  messages?: FieldMessages;
}

const asText = (n: unknown) => (typeof n === 'bigint' || typeof n === 'number' ? String(n) : '');

/**
 * One zod issue in the operator's language. The contract's schemas carry English messages for API callers (a
 * pattern's "letters, digits, _ . or -"); a form says what the issue is by its kind and figures instead, and shows a
 * message of the schema only when it is an i18n key (a form's own rule, `invalid_characters`).
 */
export function issueText(t: TFunction, issue: z4.$ZodIssue, messages: FieldMessages = {}): string {
  const own = messages[issue.path.join('.')];
  if (own) return t(own);
  // Nothing given yet (an empty pattern field, an unchosen option): the field is required, whatever else it checks.
  const empty = issue.input === '' || issue.input === undefined || issue.input === null;
  const blank = issue.code === 'invalid_format' || issue.code === 'invalid_value' || issue.code === 'too_small';
  if (empty && blank) return t('form_required');
  switch (issue.code) {
    case 'too_small': {
      const minimum = asText(issue.minimum);
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? t('form_required') : t('form_too_short', { minimum });
      if (issue.origin === 'array' || issue.origin === 'set') return t('form_too_few', { minimum });
      return t(issue.inclusive === false ? 'form_more_than' : 'form_at_least', { minimum });
    }
    case 'too_big': {
      const maximum = asText(issue.maximum);
      if (issue.origin === 'string') return t('form_too_long', { maximum });
      if (issue.origin === 'array' || issue.origin === 'set') return t('form_too_many', { maximum });
      return t(issue.inclusive === false ? 'form_less_than' : 'form_at_most', { maximum });
    }
    case 'invalid_type':
      if (issue.expected === 'int') return t('form_whole_number');
      if (issue.expected === 'number' || issue.expected === 'bigint') return t('form_number');
      // A number field left empty reaches the schema as NaN (`valueAsNumber`): it is required.
      return t('form_required');
    case 'invalid_value':
      return t('form_choose');
    case 'invalid_format':
      return t('form_format');
    case 'not_multiple_of':
      return t('form_multiple_of', { divisor: asText(issue.divisor) });
    default:
      return issue.message && t(issue.message, { defaultValue: '' }) ? t(issue.message) : t('form_invalid');
  }
}

/**
 * A resolver for react-hook-form that parses with the schema and words every issue with `issueText`. It is the
 * console's own rather than `zodResolver`, because zod gives a message set in the schema precedence over any error
 * map: the contract's English pattern texts would reach the operator.
 */
export function contractResolver<S extends FormSchema>(
  schema: S,
  text: (issue: z4.$ZodIssue) => string,
): Resolver<FormInput<S>, unknown, FormOutput<S>> {
  return async (values, _context, options) => {
    const parsed = await z.safeParseAsync(schema, values, { reportInput: true });
    if (parsed.success) return { values: parsed.data as FormOutput<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      // An issue of the whole form (a rule across fields without a path) is the form's own error.
      // An element of a list of values (one of the IPs typed in one text area, one of the boxes ticked) is the list's.
      const at = [...issue.path];
      while (at.length > 1 && typeof at[at.length - 1] === 'number') at.pop();
      const path = at.length ? at.join('.') : 'root';
      errors[path] ??= { type: issue.code, message: text(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * A form of the console built on an operator route's request schema (the one validation source, conventions.md
 * "Forms"): `useContractForm('operatorCreate', { defaultValues })`. The operator sees a field's error once they leave
 * it (or submit), in their language, and it clears as soon as the field becomes valid. `handleSubmit` hands over the
 * parsed request (trimmed, coerced), ready for `call`.
 */
export function useContractForm<N extends OperatorRouteName, S extends FormSchema = RequestSchema<N>>(
  route: N,
  options: ContractFormOptions<RequestSchema<N>, S> = {},
): UseFormReturn<FormInput<S>, unknown, FormOutput<S>> {
  const { t, i18n } = useTranslation();
  const { refine, messages, defaultValues } = options;
  const say = useRef({ t, messages });
  say.current = { t, messages };
  // Built once: the schema and the field messages of a form do not change while it is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `refine` is a new function at every render
  const resolver = useMemo(() => {
    const request = OPERATOR_ROUTES[route].request as unknown as RequestSchema<N>;
    const schema = refine ? refine(request) : (request as unknown as S);
    return contractResolver(schema, (issue) => issueText(say.current.t, issue, say.current.messages));
  }, [route]);
  const form = useForm<FormInput<S>, unknown, FormOutput<S>>({
    resolver,
    defaultValues,
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  // The errors shown are re-worded when the operator switches language.
  const { trigger, formState } = form;
  const language = i18n.language;
  const shown = useRef(formState.errors);
  shown.current = formState.errors;
  useEffect(() => {
    const names = Object.keys(shown.current).filter((name) => name !== 'root');
    if (language && names.length) void trigger(names as never);
  }, [language, trigger]);
  return form;
}

/**
 * A new password and its confirmation (components/new-password-fields.tsx): the request's `newPassword` with a
 * `confirm` field that must agree with it (`password_mismatch`, under the confirmation).
 */
export function withConfirmation<T extends z.ZodRawShape & { newPassword: z.ZodType<string> }>(schema: z.ZodObject<T>) {
  return schema
    .extend({ confirm: z.string() })
    .refine((values: Record<string, unknown>) => values.newPassword === values.confirm, {
      message: 'password_mismatch',
      path: ['confirm'],
    });
}

/**
 * A request schema as the end of a form's pipe (`fields.transform(toRequest).pipe(requestOf(request))`): zod types
 * a pipe's target by the input it takes, and a coerced field (`int()`) takes `unknown`; the form's transform hands it
 * the request's own output types, which it parses the same.
 */
export function requestOf<S extends FormSchema>(request: S): z.ZodType<z.output<S>, z.output<S>> {
  return request as unknown as z.ZodType<z.output<S>, z.output<S>>;
}
