import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { type FieldValues, type Path, type RegisterOptions, useFormContext } from "react-hook-form";
import { Field, fieldMessageId, Input, Select, Textarea } from "../ui/field";
import { errorAt } from "./error-at";

interface BoundProps<TValues extends FieldValues> {
  /** The value's path in the form ("face", "artworks.0.title"). */
  name: Path<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  /** react-hook-form options, e.g. `onChange` to react to the value. */
  rules?: Pick<RegisterOptions<TValues, Path<TValues>>, "onChange" | "onBlur">;
  /** Where the error is read from when it is not `name` (e.g. a list field edited as one text). */
  errorName?: string;
}

/** The error of a bound field, and the ARIA attributes that tie it to the control. */
function useBoundError(name: string, id: string, hasHint: boolean) {
  const { formState } = useFormContext();
  const error = errorAt(formState.errors, name);
  return {
    error,
    aria: {
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error || hasHint ? fieldMessageId(id) : undefined,
    },
  };
}

function BoundInput<TValues extends FieldValues>({
  id,
  name,
  rules,
  errorName,
  hasHint,
  ...rest
}: Omit<BoundProps<TValues>, "label" | "hint"> & { id: string; hasHint: boolean } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    "name" | "id"
  >) {
  const { register } = useFormContext<TValues>();
  const { aria } = useBoundError(errorName ?? name, id, hasHint);
  return <Input id={id} {...rest} {...aria} {...register(name, rules)} />;
}

/** A text input bound to the form by `name`, with its label and its error (see README.md). */
export function TextField<TValues extends FieldValues>({
  label,
  hint,
  ...props
}: BoundProps<TValues> & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">) {
  const { formState } = useFormContext<TValues>();
  return (
    <Field label={label} hint={hint} error={errorAt(formState.errors, props.errorName ?? props.name)}>
      {(id) => <BoundInput id={id} hasHint={!!hint} {...props} />}
    </Field>
  );
}

function BoundTextarea<TValues extends FieldValues>({
  id,
  name,
  rules,
  errorName,
  hasHint,
  ...rest
}: Omit<BoundProps<TValues>, "label" | "hint"> & { id: string; hasHint: boolean } & Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    "name" | "id"
  >) {
  const { register } = useFormContext<TValues>();
  const { aria } = useBoundError(errorName ?? name, id, hasHint);
  return <Textarea id={id} {...rest} {...aria} {...register(name, rules)} />;
}

/** A textarea bound to the form by `name`, with its label and its error. */
export function TextareaField<TValues extends FieldValues>({
  label,
  hint,
  ...props
}: BoundProps<TValues> & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id">) {
  const { formState } = useFormContext<TValues>();
  return (
    <Field label={label} hint={hint} error={errorAt(formState.errors, props.errorName ?? props.name)}>
      {(id) => <BoundTextarea id={id} hasHint={!!hint} {...props} />}
    </Field>
  );
}

function BoundSelect<TValues extends FieldValues>({
  id,
  name,
  rules,
  errorName,
  hasHint,
  ...rest
}: Omit<BoundProps<TValues>, "label" | "hint"> & { id: string; hasHint: boolean } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    "name" | "id"
  >) {
  const { register } = useFormContext<TValues>();
  const { aria } = useBoundError(errorName ?? name, id, hasHint);
  return <Select id={id} {...rest} {...aria} {...register(name, rules)} />;
}

/** A select bound to the form by `name` (its `<option>`s as children), with its label and its error. */
export function SelectField<TValues extends FieldValues>({
  label,
  hint,
  ...props
}: BoundProps<TValues> & Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id">) {
  const { formState } = useFormContext<TValues>();
  return (
    <Field label={label} hint={hint} error={errorAt(formState.errors, props.errorName ?? props.name)}>
      {(id) => <BoundSelect id={id} hasHint={!!hint} {...props} />}
    </Field>
  );
}

/** The error of a value that has no single control (a radio group, a list), shown where the caller puts it. */
export function FieldErrorText({ name }: { name: string }) {
  const { formState } = useFormContext();
  const error = errorAt(formState.errors, name);
  return error ? (
    <p role="alert" className="text-sm text-red-600">
      {error}
    </p>
  ) : null;
}
