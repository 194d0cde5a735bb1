import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/** A zod schema whose input is the form's values (what the inputs hold) and whose output is what is sent. */
export type FormSchema<TValues extends FieldValues, TOutput> = z.ZodType<TOutput, TValues>;

/**
 * The one form model of the app: react-hook-form driven by a zod schema from `packages/shared` (or one
 * that pipes into it), so a form checks exactly what the server checks. See README.md beside this file.
 *
 * - Nothing is checked while the user first fills the form; Submit checks everything and shows every
 *   error at once (not the first one only).
 * - After a submit, each change re-checks the whole form, so errors that no longer apply disappear at once
 *   (a stale "Question is required" does not survive a type change) and new ones appear.
 * - `handleSubmit` hands over the schema's output (trimmed, converted), typed.
 */
export function useZodForm<TValues extends FieldValues, TOutput>(
  schema: FormSchema<TValues, TOutput>,
  props: Omit<UseFormProps<TValues, unknown, TOutput>, "resolver" | "mode" | "reValidateMode"> = {},
): UseFormReturn<TValues, unknown, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    ...props,
    // The cast bridges zod's generic schema type to the resolver's overloads; the types are the same.
    resolver: zodResolver(schema as never) as never,
    mode: "onSubmit",
    reValidateMode: "onChange",
    criteriaMode: "firstError",
  });

  useEffect(() => {
    // `trigger()` without a name replaces the whole error set, so stale errors of other fields go too.
    const subscription = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return form;
}
